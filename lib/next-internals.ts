/**
 * Everything the site relies on in Next.js that Next does not document, in one place, checked
 * against next@16.4.6. An upgrade of Next reads this file, builds the site (`npm run build`) and runs
 * `npx vitest run --project build tests/build/next-internals.test.ts`, which reads that export and
 * fails, naming the part below, when Next's output no longer has the shape assumed here (parts 1–3);
 * part 4 is a browser's matter, checked by the fixture test "pages request only their own static
 * files, with GET" (tests/e2e/fixture/navigation.spec.ts). docs/architecture.md#upgrading-next lists
 * the documented settings an upgrade checks as well.
 *
 * 1. The names of the payload files a static export writes for each route (hosting headers and
 *    compression treat them as page data; the benchmarks count them).
 * 2. What Next exports that no client asks for: the page of its internal not-found route, and
 *    `__next._full.txt` in each route's folder, a byte-for-byte copy of the route's `<route>.txt`.
 * 3. The render hand-off: Next renders a page's React Server Component tree and then its HTML in
 *    one process, from two module graphs. A value the server tree hands over here is taken by a
 *    client component's server render, so the HTML holds it without the RSC payload (which every
 *    page inlines in its HTML, and ships again as its payload files) holding it a second time.
 *    A page's article body and the boot script travel this way; a missing value stops the build
 *    with the route it was missing for.
 * 4. Next's prefetcher asks a page's URL with HEAD before it fetches its payload, to learn whether
 *    the host redirects it: lib/browser/page-checks.ts answers that in the browser, so the site
 *    stays GET-only (spec §7). Were Next to stop asking, that answer would go unused, harmlessly.
 */

/** The version of Next this module was last checked against. */
export const NEXT_VERSION_CHECKED = '16.4.6';

/** A route's segment payload files (`<route>/__next.<segment>.txt`), which client navigation fetches. */
export const isSegmentPayloadFile = (file: string) => /(^|\/)__next\.[^/]*\.txt$/.test(file);

/**
 * Where the export holds the payload of one segment of `route` (`/` for the landing page): the
 * route tree, the page itself (the catch-all `[[...slug]]` page), or the root layout.
 */
export function segmentPayloadFile(route: string, segment: 'tree' | 'page' | 'root-layout'): string {
  const name = { tree: '__next._tree.txt', page: '__next.$oc$slug.__PAGE__.txt', 'root-layout': '__next._index.txt' }[segment];
  return `${route === '/' ? '' : route}/${name}`;
}

/** Next's export of its internal `/_not-found` route: a page with status 200 nobody links to (the site's is 404.html). */
export const STRAY_NOT_FOUND_FILES = ['_not-found.html', '_not-found.txt', '_not-found'] as const;

/** A route's copy of its whole-route payload that no client asks for (`route` is `/` for the landing page). */
export const unrequestedPayloadFile = (route: string) => `${route === '/' ? '' : route}/__next._full.txt`;

const HAND_OFF = Symbol.for('phosphorous.renderHandOff');

/** A value handed over, and how many HTML renders have yet to take it. */
interface HandedOver {
  value: unknown;
  takers: number;
}

/**
 * On globalThis, so the two module graphs (see 3 above) share one store. Looked up when used: a
 * store made at module load is a side effect the bundler keeps in every page's first-load code.
 */
function handOffStore(): Map<string, HandedOver> {
  const global = globalThis as typeof globalThis & { [HAND_OFF]?: Map<string, HandedOver> };
  return (global[HAND_OFF] ??= new Map());
}

/**
 * The server component tree hands `value` to the HTML render of the same page (see 3 above). In
 * `npm run dev` two requests for one page may render at once (a refresh and the writer's own): each
 * hand-over counts, so the second HTML render still finds the value the first one took.
 */
export function handOverToHtml(key: string, value: unknown): void {
  const store = handOffStore();
  store.set(key, { value, takers: (store.get(key)?.takers ?? 0) + 1 });
}

/**
 * The HTML render takes what the server tree handed over under `key`; once every render it was
 * handed over for has taken it, it is gone, unless `keep` (a value the same for every page).
 * Throws when nothing was handed over: Next no longer renders both in one process, and the page
 * would be published without it.
 */
export function takeInHtml<Value>(key: string, { keep = false } = {}): Value {
  const store = handOffStore();
  const handed = store.get(key);
  if (!handed) throw new Error(`Nothing was handed over for "${key}": Next no longer renders a page's server tree and its HTML in one process (lib/next-internals.ts).`);
  if (!keep && --handed.takers === 0) store.delete(key);
  return handed.value as Value;
}
