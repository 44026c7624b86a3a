import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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

/**
 * The root layout's segment. It takes no params, so its bytes are the same under every route, and
 * the client keeps one copy for all of them: the export keeps only the top one, and every server
 * answers a route's copy with it (nginx-config.ts, serve-config.ts, pages-layout.ts).
 */
export const ROOT_LAYOUT_PAYLOAD = '__next._index.txt';

/**
 * Removes from the export in `dir` the payload files no client requests, and every route's copy
 * of the root layout's segment. A copy that differs from the top one stops the build: the servers
 * would answer it with the wrong bytes.
 */
export function dropUnrequestedPayloads(dir: string): void {
  const sharedPath = join(dir, ROOT_LAYOUT_PAYLOAD);
  const shared = existsSync(sharedPath) ? readFileSync(sharedPath) : null;
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const path = join(dir, file);
    const name = file.split('\\').join('/');
    if (NEVER_REQUESTED.test(name)) rmSync(path);
    else if (name.endsWith(`/${ROOT_LAYOUT_PAYLOAD}`)) {
      if (!shared?.equals(readFileSync(path))) throw new Error(`${name} is not the same as /${ROOT_LAYOUT_PAYLOAD}, which every route is answered with.`);
      rmSync(path);
    }
  }
}
