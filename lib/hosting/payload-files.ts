import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Next writes five payload files per page; the export-mode client asks for four of them. Recorded
 * in Chromium against the served export (first load, idle, viewport and hover prefetch, navigation
 * by sidebar, pager and search result, back/forward, reload, Save-Data):
 *
 * - `<route>/__next._tree.txt` and `<route>/__next.$oc$slug.__PAGE__.txt`: every prefetch;
 * - `<route>/__next._index.txt` (the root layout): once per visit, from the first route prefetched;
 * - `<route>.txt`: a navigation to a route not prefetched (Save-Data, 2g, a search result).
 *
 * `<route>/__next._full.txt` repeats `<route>.txt` byte for byte and is never asked for: a
 * quarter of the payload bytes, for nothing.
 */
const NEVER_REQUESTED = /(^|\/)__next\._full\.txt$/;

interface DroppedPayloads {
  files: number;
  bytes: number;
}

/** Removes the payload files no client requests from the export in `dir`. */
export function dropUnrequestedPayloads(dir: string): DroppedPayloads {
  const dropped = { files: 0, bytes: 0 };
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!NEVER_REQUESTED.test(file.split('\\').join('/'))) continue;
    const path = join(dir, file);
    dropped.bytes += statSync(path).size;
    dropped.files++;
    rmSync(path);
  }
  return dropped;
}
