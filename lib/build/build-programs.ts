/**
 * The build's programs that run as processes of their own, other than Next: the content check
 * (with its worker thread) and the drawing. esbuild compiles each into one file in the build's
 * state folder, which plain node runs. Through tsx, every module of every process and thread
 * went through its loader hooks: the check of the site's 30 files took 3.9 s of wall time and 5.7 s
 * of CPU, compiled 2.7 s and 3.3 s; the compiling takes 50 ms. Packages stay outside the files, so
 * node loads them from the project's node_modules as it would for the sources.
 */
import { join } from 'node:path';
import { buildSync } from 'esbuild';

export interface BuildPrograms {
  checkContent: string;
  draw: string;
}

/** Where the programs compiled into `dir` are. */
export function buildPrograms(dir: string): BuildPrograms {
  return { checkContent: join(dir, 'check-content.mjs'), draw: join(dir, 'draw.mjs') };
}

export function compileBuildPrograms(dir: string): BuildPrograms {
  buildSync({
    entryPoints: {
      'check-content': 'scripts/check-content.ts',
      // The name the check starts its worker by (check-in-parallel.ts), beside the check's own file:
      // in the source tree the same name is a shim that loads the worker's TypeScript through tsx.
      'check-worker': 'lib/content/check-worker.ts',
      draw: 'scripts/draw.ts',
    },
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  });
  return buildPrograms(dir);
}
