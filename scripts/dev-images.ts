/**
 * The images beside the pages in `npm run dev`: pages link them under `/_images/` by content hash
 * (lib/content/image-assets.ts), where the build copies and draws them (lib/drawing/image-variants.ts)
 * and Next serves nothing. This answers those paths from the content folder as it is now: the
 * full-size file read from disk, a variant drawn when a browser first asks for it and kept in
 * memory (its name changes with the picture, so it never goes stale), and the build's
 * `images/` in its state folder, which the build prunes to its own content, left alone.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentImages, drawVariant } from '../lib/drawing/image-variants';
import { fullSizePath, mayBePublishedAt, MIME_TYPES, variantsOf } from '../lib/content/image-assets';

/** The image published at a URL path (`/_images/…`), or null when the content holds none by that name. */
export function devImages(contentDir: string) {
  const drawn = new Map<string, Promise<Buffer>>();
  return async (path: string) => {
    for (const asset of contentImages(contentDir, (file) => mayBePublishedAt(file, path))) {
      const source = join(contentDir, asset.file);
      if (fullSizePath(asset) === path) return { body: readFileSync(source), contentType: MIME_TYPES[asset.format] };
      const variant = variantsOf(asset).find((each) => each.path === path);
      if (!variant) continue;
      if (!drawn.has(path)) drawn.set(path, drawVariant(source, variant));
      return { body: await drawn.get(path)!, contentType: MIME_TYPES[variant.format] };
    }
    return null;
  };
}
