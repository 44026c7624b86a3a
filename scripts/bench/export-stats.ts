import { readdirSync, statSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import { imageConfig } from '../../lib/site-config';

export const exportKinds = ['html', 'payload', 'js', 'css', 'search', 'images', 'cards', 'markdown', 'cms', 'other', 'compressed'] as const;
export type ExportKind = (typeof exportKinds)[number];
export type ExportStats = Record<ExportKind, { files: number; bytes: number }>;

const FOR_LANGUAGE_MODELS = new Set(['llms.txt', 'llms-full.txt']);
/** The brotli and gzip copies the build writes beside text files for servers that send them as they are. */
const COMPRESSED_COPY = /\.(br|gz)$/;

/**
 * Which kind of file a path under out/ is: compressed copies first, whatever they copy; then the
 * search index, as it holds .js and .css too.
 */
export function exportKind(relativePath: string): ExportKind {
  if (COMPRESSED_COPY.test(relativePath)) return 'compressed';
  const folder = relativePath.split(sep)[0];
  if (folder === 'pagefind') return 'search';
  if (folder === imageConfig.folder) return 'images';
  if (folder === 'og') return 'cards';
  if (folder === 'cms' || relativePath === 'admin.html') return 'cms';
  const extension = extname(relativePath);
  if (extension === '.md' || FOR_LANGUAGE_MODELS.has(relativePath)) return 'markdown';
  if (extension === '.html') return 'html';
  // RSC payloads: `<route>.txt` and the segment files in the route's folder; robots.txt, for crawlers, is not.
  if (extension === '.txt' && relativePath !== 'robots.txt') return 'payload';
  if (extension === '.js') return 'js';
  if (extension === '.css') return 'css';
  return 'other';
}

/** Bytes and file counts of the export, by kind. */
export function exportStats(outDir: string): ExportStats {
  const stats = Object.fromEntries(exportKinds.map((kind) => [kind, { files: 0, bytes: 0 }])) as ExportStats;
  for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const kind = stats[exportKind(path.slice(outDir.length + 1))];
    kind.files++;
    kind.bytes += statSync(path).size;
  }
  return stats;
}
