/**
 * Programs of the build that run as processes or threads of their own: the drawing and the content
 * check's worker thread. esbuild compiles each into one file, which plain node runs without a
 * TypeScript loader hooking every module it loads. Packages stay outside the files, so node loads
 * them from the project's node_modules as it would for the sources.
 */
import { join } from 'node:path';
import { buildSync } from 'esbuild';

/** Compiles `entry` into `dir` as `<name>.mjs`; returns that file. */
export function compileProgram(dir: string, name: string, entry: string): string {
  buildSync({
    entryPoints: { [name]: entry },
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  });
  return join(dir, `${name}.mjs`);
}

/**
 * The content check's worker thread. Its name is the one the check starts its worker by
 * (check-in-parallel.ts) beside a compiled check: in the source tree the same name is a shim that
 * loads the worker's TypeScript through tsx.
 */
export const compileCheckWorker = (dir: string) => compileProgram(dir, 'check-worker', 'lib/content/check-worker.ts');

/** The drawing (scripts/draw.ts). */
export const compileDrawProgram = (dir: string) => compileProgram(dir, 'draw', 'scripts/draw.ts');
