/**
 * The content check the build runs: each file's own checks (mostly rendering) in worker threads
 * over the machine's cores, each file under a time budget, then the site-wide checks once over all
 * of them, as in checkContent. A file whose check spends more than `contentLimits.checkMsPerFile` of
 * its thread's CPU time (a pathological parse: thousands of emphasis markers in one paragraph take
 * seconds) has its thread stopped and gets an error of its own; the other files go on in a new
 * thread. So no file can hang the build, the writer learns which file it was, and a runner busy
 * with other jobs refuses nothing an idle one accepts (wall time would count the other jobs too). `npm run dev` keeps its threads between
 * saves (a pool), so a saved file is checked at once, by a thread that has its modules loaded.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { type CheckedFile, type ContentReport, checkSite, listContentFiles, uncheckedFile } from './check';
import type { LoadOptions } from './load';
import { cpuMsOf } from './thread-cpu-time';
import { contentLimits } from '../site-config';

// Below this many files per thread, starting another thread (and loading the renderer in it) costs more than it saves.
const FILES_PER_THREAD = 100;
/** How often a file's CPU time is read against its budget: a tenth of a second past it at most. */
const BUDGET_POLL_MS = 100;
/**
 * A thread that waits without working (a read that blocks) spends no CPU time: past this wall time
 * it is stopped all the same. Far past what any runner's load makes of the budget.
 */
const STALLED_MS = 5 * 60_000;

const tooSlow = (budgetMs: number) => `checking this file took longer than ${budgetMs / 1000} s of processor time, so it was stopped: something in it takes the check far too long: thousands of markers in one paragraph (emphasis, links, image openers), a list, quote or code block of data nested hundreds deep, or a diagram with a great many edges. Split the page or simplify that part.`;
const STALLED = `checking this file had not ended after ${STALLED_MS / 60_000} minutes, so it was stopped: the check waited on something (a file that never ends?). Make it a plain file.`;

export interface ParallelOptions extends LoadOptions {
  /** The worker's compiled program (build-programs.ts), where the check runs bundled; else the source tree's. */
  workerFile?: string;
  threads?: number;
  /** The CPU time a file's check may take; `contentLimits.checkMsPerFile` unless a test needs less. */
  msPerFile?: number;
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

/** A checking thread, and where its CPU time can be read (null where it cannot: the budget is then wall time). */
interface Thread {
  worker: Worker;
  cpuClock: string | null;
}

/** Starts a checking thread; resolves once its modules are loaded, so a file's time budget does not count the start. */
function startThread(contentDir: string, { workerFile, ...options }: Omit<ParallelOptions, 'threads' | 'msPerFile'>): Promise<Thread> {
  return new Promise((resolve, reject) => {
    // Its own flags, not the parent's: in the source tree the thread loads the TypeScript loader itself.
    const worker = new Worker(workerFile ?? new URL('./check-worker.mjs', import.meta.url), { workerData: { contentDir, options }, execArgv: [] });
    const failed = (reason: string) => reject(new Error(`a content check thread stopped before it could check any file (${reason})`));
    onceFrom(worker, { message: (ready) => resolve({ worker, cpuClock: (ready as Pick<Thread, 'cpuClock'>).cpuClock }), error: (error) => failed(error.message.split('\n')[0]!), exit: () => failed('it exited') });
  });
}

/** The time the thread has spent so far, in ms: its CPU time where that can be read, else wall time. */
function clockOf({ cpuClock }: Thread): () => number {
  if (cpuClock === null) return Date.now;
  let last = 0;
  // Null once the thread has ended; its exit settles the file.
  return () => (last = cpuMsOf(cpuClock) ?? last);
}

/** Checks one file in `thread`: its result, or its own error when the thread had to stop (too slow, or died). */
function checkIn(thread: Thread, file: string, budgetMs: number): Promise<{ result: CheckedFile; threadLost: boolean }> {
  const { worker } = thread;
  return new Promise((resolve) => {
    const settle = (result: CheckedFile, threadLost: boolean) => {
      clearInterval(timer);
      if (threadLost) void worker.terminate();
      resolve({ result, threadLost });
    };
    const stopListening = onceFrom(worker, {
      message: (result) => settle(result as CheckedFile, false),
      error: (error) => settle(uncheckedFile(file, `this file could not be checked: ${error.message.split('\n')[0]}`), true),
      exit: () => settle(uncheckedFile(file, 'this file could not be checked: the check stopped while reading it (out of memory?)'), true),
    });
    const clock = clockOf(thread);
    const start = clock();
    const wallStart = Date.now();
    const timer = setInterval(() => {
      const problem = clock() - start > budgetMs ? tooSlow(budgetMs) : Date.now() - wallStart > STALLED_MS ? STALLED : null;
      if (problem === null) return;
      stopListening();
      settle(uncheckedFile(file, problem), true);
    }, BUDGET_POLL_MS);
    worker.postMessage(file);
  });
}

/** Threads that check files, kept between checks; `threads` at most, fewer for few files. */
export function createCheckPool(contentDir: string, { threads = availableParallelism(), msPerFile = contentLimits.checkMsPerFile, ...options }: ParallelOptions = {}) {
  const idle: Thread[] = [];
  /** A parked thread's listeners for its end, which `take` removes when the thread is used again. */
  const waiting = new Map<Thread, () => void>();
  const park = (thread: Thread) => {
    const forget = () => {
      // A thread `close` stopped has left the list already.
      const at = idle.indexOf(thread);
      if (at !== -1) idle.splice(at, 1);
      waiting.delete(thread);
    };
    waiting.set(thread, onceFrom(thread.worker, { message: () => undefined, error: forget, exit: forget }));
    // A thread waiting for the next check keeps no process alive.
    thread.worker.unref();
    idle.push(thread);
  };
  /** A fresh thread on its way to the idle list (`renew`), which a check waits for rather than start another. */
  let starting: Promise<void> = Promise.resolve();
  const take = () => {
    const thread = idle.pop();
    if (!thread) return undefined;
    waiting.get(thread)?.();
    waiting.delete(thread);
    thread.worker.ref();
    return thread;
  };
  /** One thread takes the next file as it finishes one, so long pages are shared out evenly. */
  const drain = async (queue: string[], results: Map<string, CheckedFile>) => {
    await starting;
    let thread = take() ?? (await startThread(contentDir, options));
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const { result, threadLost } = await checkIn(thread, file, msPerFile);
      results.set(file, result);
      if (threadLost && queue.length > 0) thread = await startThread(contentDir, options);
      else if (threadLost) return;
    }
    park(thread);
  };
  const close = () => {
    for (const { worker } of idle.splice(0)) void worker.terminate();
  };
  return {
    /** Each file's own check, in the pool's threads, each file under the time budget. */
    async check(files: readonly string[]) {
      const queue = [...files];
      const results = new Map<string, CheckedFile>();
      const count = Math.min(threads, Math.ceil(files.length / FILES_PER_THREAD));
      await Promise.all(Array.from({ length: count }, () => drain(queue, results)));
      return results;
    },
    /** Stops the threads kept for the next check. */
    close,
    /**
     * Keeps one fresh thread instead of the ones kept: a thread that has checked a whole site keeps
     * the heap it grew, several times a fresh one's on a large site, and a writer's saves need one thread.
     * A thread that fails to start is left to the next check, which reports it.
     */
    renew() {
      close();
      starting = startThread(contentDir, options).then(park, () => undefined);
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
