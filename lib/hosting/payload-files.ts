import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Next writes five payload files per page; the export-mode client asks for three of them, the
 * segment files. Recorded in Chromium against the served export (first load, idle, viewport and
 * hover prefetch, navigation by sidebar, pager and search result, back/forward, reload, Save-Data):
 *
 * - `<route>/__next._tree.txt` and `<route>/__next.$oc$slug.__PAGE__.txt`: every prefetch, and
 *   every navigation to a route not prefetched, which fetches them first
 *   (components/navigation/navigate-when-fetched.ts);
 * - `<route>/__next._index.txt` (the root layout): once per visit, from the first route fetched.
 *
 * `<route>.txt` holds the same content again in one file: Next's router asks for it only when it
 * navigates to a route whose segments it has not fetched, which the site's navigation no longer
 * does. `<route>/__next._full.txt` repeats `<route>.txt` byte for byte and is never asked for.
 * Together they were over half of the payload bytes.
 */
const NEVER_REQUESTED = /(^|\/)__next\._full\.txt$/;

/** A page's whole-route payload: `<route>.txt` beside its `<route>.html` (`index.txt` for the landing page). */
const isWholeRoutePayload = (name: string, files: ReadonlySet<string>) => name.endsWith('.txt') && files.has(name.replace(/\.txt$/, '.html'));

/**
 * The root layout's segment. It takes no params, so its bytes are the same under every route, and
 * the client keeps one copy for all of them: the export keeps only the top one, and every server
 * answers a route's copy with it (nginx-config.ts, serve-config.ts, pages-layout.ts). Next would
 * copy a root layout smaller than `experimental.prefetchInlining.maxSize` into each page's segment
 * file instead (next.config.ts sets it below the layout's size), and the client would ask for none.
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
  const names = readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => file.split('\\').join('/'));
  const files = new Set(names);
  for (const name of names) {
    const path = join(dir, name);
    if (NEVER_REQUESTED.test(name) || isWholeRoutePayload(name, files)) rmSync(path);
    else if (name.endsWith(`/${ROOT_LAYOUT_PAYLOAD}`)) {
      if (!shared?.equals(readFileSync(path))) throw new Error(`${name} is not the same as /${ROOT_LAYOUT_PAYLOAD}, which every route is answered with.`);
      rmSync(path);
    }
  }
}
