import { fileURLToPath } from 'node:url';

/** The content check as the build runs it (scripts/check-content.ts in a process of its own), for `spawn` and `spawnSync`. */
export const CONTENT_CHECK_PROCESS = {
  command: process.execPath,
  args: ['--import', import.meta.resolve('tsx'), fileURLToPath(new URL('../../../scripts/check-content.ts', import.meta.url))],
};
