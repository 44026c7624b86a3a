import { readdirSync, statSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import { imageConfig } from '../../lib/site-config';

export const exportKinds = ['html', 'payload', 'js', 'css', 'search', 'images', 'other'] as const;
export type ExportKind = (typeof exportKinds)[number];
export type ExportStats = Record<ExportKind, { files: number; bytes: number }>;

const TOP_LEVEL_TEXT_FILES = new Set(['robots.txt', 'llms.txt', 'llms-full.txt']);

/** Which kind of file a path under out/ is: the search index first, as it holds .js and .css too. */
export function exportKind(relativePath: string): ExportKind {
  if (relativePath.split(sep)[0] === 'pagefind') return 'search';
  if (relativePath.split(sep)[0] === imageConfig.folder) return 'images';
  const extension = extname(relativePath);
  if (extension === '.html') return 'html';
  // RSC payloads: `<route>.txt` and the segment files `<route>/__next.*.txt`; the top-level text
  // files for crawlers and language models are not.
  if (extension === '.txt' && !TOP_LEVEL_TEXT_FILES.has(relativePath)) return 'payload';
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
