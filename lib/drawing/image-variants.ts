/**
 * Publishes the images beside the pages: each one full size under its hashed name, and each raster
 * image's variants (lib/content/image-assets.ts names them) drawn with sharp. Variants are kept in
 * the state folder's `images/` (`.cache/out/images/` for the site) under those hashed names, so a build draws only those of new or changed images.
 */
import { statSync } from 'node:fs';
import { join, posix } from 'node:path';
import sharp from 'sharp';
import { listContentFiles } from '../content/check';
import { fullSizePath, type ImageAsset, type ImageVariant, readImageAsset, VARIANT_SETTINGS, variantsOf } from '../content/image-assets';
import { formatOfName } from '../content/image-file';
import { buildStateDir } from '../pipeline/build-state';
import { fillCache } from './cache';

const CACHE_DIR = join(buildStateDir, 'images');

/** One variant of the image at `source`, as the build and `npm run dev` (scripts/dev-images.ts) publish it. */
export function drawVariant(source: string, { format, width }: ImageVariant): Promise<Buffer> {
  return sharp(source).resize({ width, withoutEnlargement: true }).toFormat(format, VARIANT_SETTINGS[format]).toBuffer();
}

/** Every image under `contentDir` that the check would pass; only those of files `wanted` keeps, when given (each image is read whole). */
export function contentImages(contentDir: string, wanted: (file: string) => boolean = () => true): ImageAsset[] {
  return listContentFiles(contentDir)
    .filter((file) => formatOfName(file) !== null && wanted(file))
    .map((file) => readImageAsset(contentDir, file))
    .filter((asset): asset is ImageAsset => asset !== null);
}

/**
 * Draws the variants the cache does not hold yet, for every image under `contentDir`. Needs no
 * export: the build copies the files in afterwards, `files` saying where each path of the export
 * is copied from (the content folder, or the cache). Rejects naming the image whose variant could
 * not be drawn.
 */
export async function drawImageVariants(contentDir: string, cacheDir = CACHE_DIR) {
  const assets = contentImages(contentDir);
  const variants = assets.flatMap((asset) => variantsOf(asset).map((variant) => ({ asset, variant, name: posix.basename(variant.path) })));
  const { made, reused } = await fillCache(
    variants.map(({ asset, variant, name }) => ({
      name,
      make: () => drawVariant(join(contentDir, asset.file), variant),
      source: asset.file,
      failure: (reason) => `content/${asset.file}: the image cannot be read (${reason.split('\n')[0]}), so its smaller copies cannot be drawn: the file is damaged or not what its name says. Export it again from an image editor.`,
    })),
    cacheDir,
  );
  const files = new Map([
    ...assets.map((asset) => [fullSizePath(asset), join(contentDir, asset.file)] as const),
    ...variants.map(({ variant, name }) => [variant.path, join(cacheDir, name)] as const),
  ]);
  const bytes = (paths: readonly string[]) => paths.reduce((sum, path) => sum + statSync(files.get(path)!).size, 0);
  return {
    images: assets.length,
    variants: variants.length,
    drawn: made,
    reused,
    fullSizeBytes: bytes(assets.map(fullSizePath)),
    variantBytes: bytes(variants.map(({ variant }) => variant.path)),
    files,
  };
}
