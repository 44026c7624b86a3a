/** The content check alone (scripts/check-content.ts), compiled as the build compiles its programs, for the tests and the probe. */
import { join } from 'node:path';
import { compileCheckWorker, compileProgram } from '../../lib/pipeline/build-programs';

/** Where compileCheckProgram puts the content check in `dir`. */
export const checkProgramFile = (dir: string) => join(dir, 'check-content.mjs');

/** The content check with its worker beside it, compiled into `dir`; returns its file. */
export function compileCheckProgram(dir: string): string {
  compileCheckWorker(dir);
  return compileProgram(dir, 'check-content', 'scripts/check-content.ts');
}
