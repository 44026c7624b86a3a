/**
 * The content check the build runs: each file's own checks (mostly rendering) in worker threads
 * over the machine's cores, each file under a time budget, then the site-wide checks once over all
 * of them, as in checkContent. A file that takes longer than `contentLimits.checkMsPerFile` (a
 * pathological parse: thousands of emphasis markers in one paragraph take seconds) has its thread
 * stopped and gets an error of its own; the other files go on in a new thread. So no file can hang
 * the build, and the writer learns which file it was. `npm run dev` keeps its threads between
 * saves (a pool), so a saved file is checked at once, by a thread that has its modules loaded.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { type CheckedFile, type ContentReport, checkSite, listContentFiles, uncheckedFile } from './check';
import type { LoadOptions } from './load';
import { contentLimits } from '../site-config';

// Below this many files per thread, starting another thread (and loading the renderer in it) costs more than it saves.
const FILES_PER_THREAD = 100;

const TOO_SLOW = `checking this file took longer than ${contentLimits.checkMsPerFile / 1000} s, so it was stopped: something in it makes the markdown parser crawl (often thousands of emphasis or link markers in one paragraph). Split the page or simplify that part.`;

export interface ParallelOptions extends LoadOptions {
  /** The worker's compiled program (build-programs.ts), where the check runs bundled; else the source tree's. */
  workerFile?: string;
  threads?: number;
}

/**
 * Listens to a thread's next message, error and exit, whichever comes first; returns how to stop
 * listening. (Only these listeners: a Worker's own listeners keep its message port open.)
 */
function onceFrom(worker: Worker, on: { message: (value: unknown) => void; error: (error: Error) => void; exit: () => void }): () => void {
  const stop = () => {
    worker.off('message', message);
    worker.off('error', error);
    worker.off('exit', exit);
  };
  const message = (value: unknown) => (stop(), on.message(value));
  const error = (value: Error) => (stop(), on.error(value));
  const exit = () => (stop(), on.exit());
  worker.on('message', message);
  worker.on('error', error);
  worker.on('exit', exit);
  return stop;
}

/** Starts a checking thread; resolves once its modules are loaded, so a file's time budget does not count the start. */
function startThread(contentDir: string, { workerFile, ...options }: Omit<ParallelOptions, 'threads'>): Promise<Worker> {
  return new Promise((resolve, reject) => {
    // Its own flags, not the parent's: in the source tree the thread loads the TypeScript loader itself.
    const worker = new Worker(workerFile ?? new URL('./check-worker.mjs', import.meta.url), { workerData: { contentDir, options }, execArgv: [] });
    const failed = (reason: string) => reject(new Error(`a content check thread stopped before it could check any file (${reason})`));
    onceFrom(worker, { message: () => resolve(worker), error: (error) => failed(error.message.split('\n')[0]!), exit: () => failed('it exited') });
  });
}

/** Checks one file in `worker`: its result, or its own error when the thread had to stop (too slow, or died). */
function checkIn(worker: Worker, file: string): Promise<{ result: CheckedFile; threadLost: boolean }> {
  return new Promise((resolve) => {
    const settle = (result: CheckedFile, threadLost: boolean) => {
      clearTimeout(timer);
      if (threadLost) void worker.terminate();
      resolve({ result, threadLost });
    };
    const stopListening = onceFrom(worker, {
      message: (result) => settle(result as CheckedFile, false),
      error: (error) => settle(uncheckedFile(file, `this file could not be checked: ${error.message.split('\n')[0]}`), true),
      exit: () => settle(uncheckedFile(file, 'this file could not be checked: the check stopped while reading it (out of memory?)'), true),
    });
    const timer = setTimeout(() => {
      stopListening();
      settle(uncheckedFile(file, TOO_SLOW), true);
    }, contentLimits.checkMsPerFile);
    worker.postMessage(file);
  });
}

interface CheckPool {
  /** Each file's own check, in the pool's threads, each file under the time budget. */
  check(files: readonly string[]): Promise<Map<string, CheckedFile>>;
  /** Stops the threads kept for the next check. */
  close(): void;
}

/** Threads that check files, kept between checks; `threads` at most, fewer for few files. */
export function createCheckPool(contentDir: string, { threads = availableParallelism(), ...options }: ParallelOptions = {}): CheckPool {
  const idle: Worker[] = [];
  /** A parked thread's listeners for its end, which `take` removes when the thread is used again. */
  const waiting = new Map<Worker, () => void>();
  const park = (worker: Worker) => {
    const forget = () => {
      idle.splice(idle.indexOf(worker), 1);
      waiting.delete(worker);
    };
    waiting.set(worker, onceFrom(worker, { message: () => undefined, error: forget, exit: forget }));
    // A thread waiting for the next check keeps no process alive.
    worker.unref();
    idle.push(worker);
  };
  const take = () => {
    const worker = idle.pop();
    if (!worker) return undefined;
    waiting.get(worker)?.();
    waiting.delete(worker);
    worker.ref();
    return worker;
  };
  /** One thread takes the next file as it finishes one, so long pages are shared out evenly. */
  const drain = async (queue: string[], results: Map<string, CheckedFile>) => {
    let worker = take() ?? (await startThread(contentDir, options));
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const { result, threadLost } = await checkIn(worker, file);
      results.set(file, result);
      if (threadLost && queue.length > 0) worker = await startThread(contentDir, options);
      else if (threadLost) return;
    }
    park(worker);
  };
  return {
    async check(files) {
      const queue = [...files];
      const results = new Map<string, CheckedFile>();
      const count = Math.min(threads, Math.ceil(files.length / FILES_PER_THREAD));
      await Promise.all(Array.from({ length: count }, () => drain(queue, results)));
      return results;
    },
    close() {
      for (const worker of idle.splice(0)) void worker.terminate();
    },
  };
}

export async function checkContentInParallel(contentDir: string, options: ParallelOptions = {}): Promise<ContentReport> {
  const files = listContentFiles(contentDir);
  const pool = createCheckPool(contentDir, options);
  try {
    const results = await pool.check(files);
    return checkSite(files.map((file) => results.get(file)!));
  } finally {
    pool.close();
  }
}
