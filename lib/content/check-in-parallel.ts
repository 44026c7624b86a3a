/**
 * The content check the build runs: each file's own checks (mostly rendering) in worker threads
 * over the machine's cores, each file under a time budget, then the site-wide checks once over all
 * of them, as in checkContent. A file that takes longer than `contentLimits.checkMsPerFile` (a
 * pathological parse: thousands of emphasis markers in one paragraph take seconds) has its thread
 * stopped and gets an error of its own; the other files go on in a new thread. So no file can hang
 * the build, and the writer learns which file it was.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { type CheckedFile, type ContentReport, checkSite, listContentFiles, uncheckedFile } from './check';
import type { LoadOptions } from './load';
import { contentLimits } from '../site-config';

// Below this many files per thread, starting another thread (and loading the renderer in it) costs more than it saves.
const FILES_PER_THREAD = 100;

const TOO_SLOW = `checking this file took longer than ${contentLimits.checkMsPerFile / 1000} s, so it was stopped: something in it makes the markdown parser crawl (often thousands of emphasis or link markers in one paragraph). Split the page or simplify that part.`;

/**
 * One thread that checks files from the queue one at a time, until the queue is empty or a file
 * stops it (too slow, or the thread died); resolves either way, and `drain` starts another.
 */
function checkInThread(queue: string[], results: Map<string, CheckedFile>, contentDir: string, { workerFile, ...options }: ParallelOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    // Its own flags, not the parent's: in the source tree the thread loads the TypeScript loader itself.
    const worker = new Worker(workerFile ?? new URL('./check-worker.mjs', import.meta.url), { workerData: { contentDir, options }, execArgv: [] });
    let ready = false;
    let current: string | undefined;
    let timer: NodeJS.Timeout | undefined;
    const stop = (message: string) => {
      clearTimeout(timer);
      if (current !== undefined && !results.has(current)) results.set(current, uncheckedFile(current, message));
      void worker.terminate();
    };
    worker.on('message', (message: 'ready' | CheckedFile) => {
      clearTimeout(timer);
      ready = true;
      if (message !== 'ready') results.set(current!, message);
      current = queue.shift();
      if (current === undefined) {
        void worker.terminate();
        return;
      }
      worker.postMessage(current);
      timer = setTimeout(() => stop(TOO_SLOW), contentLimits.checkMsPerFile);
    });
    worker.once('error', (error) => stop(`this file could not be checked: ${error.message.split('\n')[0]}`));
    worker.once('exit', () => {
      // A thread that never started would be started again for ever: that is the check's own failure.
      if (!ready) reject(new Error('a content check thread stopped before it could check any file'));
      stop('this file could not be checked: the check stopped while reading it (out of memory?)');
      resolve();
    });
  });
}

async function drain(queue: string[], results: Map<string, CheckedFile>, contentDir: string, options: ParallelOptions): Promise<void> {
  while (queue.length > 0) await checkInThread(queue, results, contentDir, options);
}

export interface ParallelOptions extends LoadOptions {
  /** The worker's compiled program (build-programs.ts), where the check runs bundled; else the source tree's. */
  workerFile?: string;
  threads?: number;
}

/** Each file's own check, in threads, each file under the time budget. */
export async function checkFilesInParallel(contentDir: string, files: readonly string[], options: ParallelOptions = {}): Promise<Map<string, CheckedFile>> {
  const count = Math.max(1, Math.min(options.threads ?? availableParallelism(), Math.ceil(files.length / FILES_PER_THREAD)));
  // Every thread takes the next file as it finishes one, so long pages are shared out evenly.
  const queue = [...files];
  const results = new Map<string, CheckedFile>();
  await Promise.all(Array.from({ length: count }, () => drain(queue, results, contentDir, options)));
  return results;
}

export async function checkContentInParallel(contentDir: string, options: ParallelOptions = {}): Promise<ContentReport> {
  const files = listContentFiles(contentDir);
  const results = await checkFilesInParallel(contentDir, files, options);
  return checkSite(files.map((file) => results.get(file)!));
}
