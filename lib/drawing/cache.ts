/**
 * Files a build makes from its inputs (social cards, image variants), kept in a folder of the
 * build's state folder under names made of a hash of everything that shapes them: a build makes
 * only the files whose inputs changed, and the folder then keeps only this build's files.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';

interface CachedFile {
  /** The file's name in the cache: a hash of its inputs, and an extension. */
  name: string;
  make: () => Promise<Buffer>;
  /** The build's error when `make` fails, naming what the file was for. */
  failure: (reason: string) => string;
  /** The file it is made from, where several are: after one of them fails, the others are not tried. */
  source?: string;
}

/**
 * Makes the files the cache does not hold yet; rejects with every failure, one a line. One file per core
 * at a time keeps the cores busy (sharp works on libuv's thread pool) without holding the
 * buffers of thousands of files at once.
 */
export async function fillCache(files: readonly CachedFile[], cacheDir: string): Promise<{ made: number; reused: number }> {
  mkdirSync(cacheDir, { recursive: true });
  const unique = [...new Map(files.map((file) => [file.name, file])).values()];
  const counts = { made: 0, reused: 0 };
  const failures: string[] = [];
  const failedSources = new Set<string>();
  let next = 0;
  const worker = async () => {
    while (next < unique.length) {
      const { name, make, failure, source } = unique[next++]!;
      const cached = join(cacheDir, name);
      if (existsSync(cached)) counts.reused++;
      else if (source === undefined || !failedSources.has(source)) {
        try {
          writeFileSync(cached, await make());
          counts.made++;
        } catch (error) {
          if (source !== undefined && failedSources.has(source)) continue;
          if (source !== undefined) failedSources.add(source);
          failures.push(failure(error instanceof Error ? error.message : String(error)));
        }
      }
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
  if (failures.length > 0) throw new Error(failures.join('\n'));
  const used = new Set(unique.map((file) => file.name));
  for (const name of readdirSync(cacheDir)) if (!used.has(name)) rmSync(join(cacheDir, name));
  return counts;
}
/** Copies files into the export: each path there (`/og/glossa.png`) from its file in the cache. */
export function copyIntoExport(dir: string, files: ReadonlyMap<string, string>) {
  for (const [path, cached] of files) {
    const target = join(dir, path);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(cached, target);
  }
}
