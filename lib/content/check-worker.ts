/**
 * Checks the files the content check hands it, one message each (see check-in-parallel.ts). It
 * says it is ready once its modules are loaded and the diagrams' layout engine has started, so a
 * file's time budget does not count the start, and where its CPU time can be read, which is what the
 * budget measures.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { checkFile } from './check';
import { ownCpuClock } from './thread-cpu-time';
import type { LoadOptions } from './load';
import { startDiagramLayout } from '../markdown/mermaid-svg';

const { contentDir, options } = workerData as { contentDir: string; options: LoadOptions };
parentPort!.on('message', (file: string) => parentPort!.postMessage(checkFile(contentDir, file, options)));
startDiagramLayout();
parentPort!.postMessage({ cpuClock: ownCpuClock() });
