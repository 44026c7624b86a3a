import { resolve } from 'node:path';
import { checkProgramFile } from '../../helpers/check-program';

/** Where the unit tests' global setup (compile-programs.ts) compiles the build's programs. */
export const UNIT_PROGRAMS_DIR = resolve('.cache', 'unit-tests', 'programs');

/** The content check as the build runs it: compiled, in a process of its own; for `spawn` and `spawnSync` from any folder. */
export const CONTENT_CHECK_PROCESS = {
  command: process.execPath,
  args: [checkProgramFile(UNIT_PROGRAMS_DIR)],
};
