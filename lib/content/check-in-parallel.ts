/**
 * The content check with each file's own checks (mostly rendering) spread over the machine's
 * cores; the site-wide checks then run once over all of them, as in checkContent. The build runs
 * this: at 2,000 pages one core took 27 s.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { type CheckedFile, type ContentReport, checkFile, checkSite, listContentFiles } from './check';
import type { LoadOptions } from './load';

// Below this many files per thread, starting a thread (and loading the renderer in it) costs more than it saves.
const FILES_PER_THREAD = 100;

function checkShare(contentDir: string, files: string[], options: LoadOptions): Promise<CheckedFile[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./check-worker.mjs', import.meta.url), { workerData: { contentDir, files, options } });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`a content check thread stopped with exit code ${code}`)));
  });
}

export async function checkContentInParallel(contentDir: string, options: LoadOptions = {}, threads = availableParallelism()): Promise<ContentReport> {
  const files = listContentFiles(contentDir);
  const count = Math.max(1, Math.min(threads, Math.floor(files.length / FILES_PER_THREAD)));
  if (count === 1) return checkSite(files.map((file) => checkFile(contentDir, file, options)));
  // Every count-th file to each thread, so deep folders of long pages are shared out evenly.
  const shares = Array.from({ length: count }, (_, thread) => files.filter((_, index) => index % count === thread));
  const results = await Promise.all(shares.map((share) => checkShare(contentDir, share, options)));
  const byFile = new Map(shares.flatMap((share, thread) => share.map((file, index) => [file, results[thread]![index]!] as const)));
  return checkSite(files.map((file) => byFile.get(file)!));
}
