/** Runs the per-file content checks for a share of the files (see check-in-parallel.ts). */
import { parentPort, workerData } from 'node:worker_threads';
import { checkFile } from './check';

import type { LoadOptions } from './load';

const { contentDir, files, options } = workerData as { contentDir: string; files: string[]; options: LoadOptions };
parentPort!.postMessage(files.map((file) => checkFile(contentDir, file, options)));
