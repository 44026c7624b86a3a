/**
 * Where a build keeps what outlives one step: the content check's copies, renders and dates, and
 * the drawn social cards and image variants. Each export folder has a state folder of its own, so
 * the real site, the fixture site and a benchmark copy never read nor prune each other's files,
 * whatever order they are built in. Every step of a build (and `npm run dev`) inherits OUT_DIR, so
 * each process finds the same folder.
 */
import { join, relative, resolve } from 'node:path';

/** The export folder the build writes (the browser tests build a small fixture site beside the real one). */
export const outDir = process.env.OUT_DIR ?? 'out';

/** `.cache/out` for the real site, `.cache/out-fixture` for the fixture site. */
export function stateDirFor(exportDir: string): string {
  const name = relative(process.cwd(), resolve(exportDir)).replace(/[\\/]+/g, '_').replace(/^[._]+/, '');
  return join('.cache', name || 'out');
}

export const buildStateDir = stateDirFor(outDir);

/** The documents contentlayer2 writes for this build (content-layer.ts), which the pages read (docs.ts). */
export const generatedDocsFile = join(buildStateDir, '.contentlayer', 'generated', 'Doc', '_index.json');
