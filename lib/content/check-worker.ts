/** Runs the per-file content checks for a share of the files (see check-in-parallel.ts). */
import { parentPort, workerData } from 'node:worker_threads';
import { checkFile } from './check';

const { contentDir, files } = workerData as { contentDir: string; files: string[] };
parentPort!.postMessage(files.map((file) => checkFile(contentDir, file)));
