/**
 * Programs of the build that run as processes or threads of their own: the drawing, the content
 * check's worker thread, and the content check alone (for the tests and the probe). esbuild
 * compiles each into one file, which plain node runs without a TypeScript loader hooking every
 * module it loads. Packages stay outside the files, so node loads them from the project's
 * node_modules as it would for the sources.
 */
import { join } from 'node:path';
import { buildSync } from 'esbuild';

const compile = (dir: string, entryPoints: Record<string, string>) =>
  buildSync({
    entryPoints,
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  });

/**
 * The content check's worker thread, compiled into `dir`; returns its file. Its name is the one
 * the check starts its worker by (check-in-parallel.ts) beside a compiled check: in the source tree
 * the same name is a shim that loads the worker's TypeScript through tsx.
 */
export function compileCheckWorker(dir: string): string {
  compile(dir, { 'check-worker': 'lib/content/check-worker.ts' });
  return join(dir, 'check-worker.mjs');
}

/** The drawing (scripts/draw.ts), compiled into `dir`; returns its file. */
export function compileDrawProgram(dir: string): string {
  compile(dir, { draw: 'scripts/draw.ts' });
  return join(dir, 'draw.mjs');
}

/** Where compileCheckProgram puts the content check in `dir`. */
export const checkProgramFile = (dir: string) => join(dir, 'check-content.mjs');

/** The content check alone (scripts/check-content.ts) with its worker beside it, compiled into `dir`; returns its file. */
export function compileCheckProgram(dir: string): string {
  compileCheckWorker(dir);
  compile(dir, { 'check-content': 'scripts/check-content.ts' });
  return checkProgramFile(dir);
}
