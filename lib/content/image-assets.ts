/**
 * How an image beside the pages is published: under `/_images/`, named after its content hash (so
 * the name changes with the picture and can be cached for ever), full size, and for raster images
 * as variants for the content column at 1× and 2× in WebP and the source's own format. The
 * renderer names them from this plan and the build writes them (lib/drawing/image-variants.ts), so
 * both always agree on the names.
 */
import { createHash } from 'node:crypto';
import { posix } from 'node:path';
import { imageConfig, contentLimits } from '../site-config';
import { readRegularFile } from './content-entry';
import { type ImageFormat, readImageHeader } from './image-file';

export type VariantFormat = 'webp' | 'png' | 'jpeg';

export interface ImageAsset {
  /** Path under content/. */
  file: string;
  format: ImageFormat;
  width: number;
  height: number;
  /** The first hex digits of the bytes' SHA-256. */
  hash: string;
  /** It moves (image-file.ts): served as it is, as a GIF is. */
  animated?: true;
}

export interface ImageVariant {
  /** URL path in the export. */
  path: string;
  format: VariantFormat;
  width: number;
}

/**
 * What the variants are drawn with: part of their names, so a change here draws them again. No
 * AVIF: every browser the site supports decodes WebP, and AVIF costs several times its CPU for
 * files about a third smaller. WebP at effort 2, not 4: half the CPU for a few percent more bytes.
 */
export const VARIANT_SETTINGS = { webp: { quality: 78, effort: 2 }, jpeg: { quality: 80, mozjpeg: true }, png: { compressionLevel: 9, palette: false } } as const;
// Hashed on first use, not on import: /admin's preview bundles the markdown pipeline, and with it
// this module, for the browser, where Node's crypto is missing and no variant is ever asked for.
let settingsKey: string | undefined;
const variantSettingsKey = () => (settingsKey ??= createHash('sha256').update(JSON.stringify(VARIANT_SETTINGS)).digest('hex'));

export const MIME_TYPES: Record<VariantFormat | ImageFormat, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

/** The image at `file` under content/, or null when it is no image the check would pass. */
export function readImageAsset(contentDir: string, file: string): ImageAsset | null {
  let bytes: Buffer;
  try {
    bytes = readRegularFile(contentDir, file, contentLimits.imageBytes + 1);
  } catch {
    return null;
  }
  const header = readImageHeader(bytes);
  if (!header?.width || !header.height) return null;
  return { file, format: header.format, width: header.width, height: header.height, hash: createHash('sha256').update(bytes).digest('hex').slice(0, 16), ...(header.animated ? { animated: true as const } : {}) };
}

/** A source file's name without its extension, which starts every name it is published under. */
const stemOfFile = (file: string) => posix.basename(file).replace(/\.[^.]+$/, '');
const stemOf = (asset: ImageAsset) => stemOfFile(asset.file);

/** Whether the image at `file` (under content/) could be published at `path`, its full size or a variant: read before the file is. */
export const mayBePublishedAt = (file: string, path: string) => posix.basename(path).startsWith(`${stemOfFile(file)}-`);
const extensionOf: Record<VariantFormat | ImageFormat, string> = { webp: 'webp', png: 'png', jpeg: 'jpg', gif: 'gif', svg: 'svg' };

/** The source file as written, under its hashed name. */
export const fullSizePath = (asset: ImageAsset) => `/${imageConfig.folder}/${stemOf(asset)}-${asset.hash}.${extensionOf[asset.format]}`;

/** The width the page shows the image at: its own, or the content column's when it is wider. */
export const displayWidth = (asset: ImageAsset) => Math.min(asset.width, imageConfig.columnWidthPx);

/** The fallback every browser takes: the source's own format (a WebP source's fallback is WebP). */
export const fallbackFormat = (asset: ImageAsset): VariantFormat => (asset.format === 'jpeg' ? 'jpeg' : asset.format === 'webp' ? 'webp' : 'png');

/** WebP first: a browser takes the first `<source>` it can decode. */
export function variantFormats(asset: ImageAsset): VariantFormat[] {
  return [...new Set<VariantFormat>(['webp', fallbackFormat(asset)])];
}

export function variantsOf(asset: ImageAsset): ImageVariant[] {
  // GIFs and animated PNGs and WebPs (they move: a variant would keep one frame) and SVGs (they scale) are served as they are; other raster images get variants.
  if (asset.format === 'gif' || asset.format === 'svg' || asset.animated) return [];
  const widths = [...new Set([displayWidth(asset), Math.min(asset.width, 2 * imageConfig.columnWidthPx)])];
  const key = createHash('sha256').update(asset.hash).update(variantSettingsKey()).digest('hex').slice(0, 16);
  return variantFormats(asset).flatMap((format) =>
    widths.map((width) => ({ format, width, path: `/${imageConfig.folder}/${stemOf(asset)}-${key}-${width}.${extensionOf[format]}` })),
  );
}
