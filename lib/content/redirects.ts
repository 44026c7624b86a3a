/**
 * The routes a page used to have (`redirect_from` in its frontmatter), read once: how an old route
 * is written, and the site's list of moves that every host's redirects are built from (nginx,
 * `npm run serve`, GitLab Pages' `_redirects`, the HTML pages for other hosts). Shared by the
 * content check, the build and `npm run serve`.
 */
import { REDIRECT_SEGMENT_CHARS } from '../hosting/request-guard';
import { normalizePath, routeLengthProblem } from '../navigation/routes';

export const REDIRECT_FIELD = 'redirect_from';

/** A folder's own page on every static host: `/a/index` is written `/a/index.html`, which serve answers for `/a` itself. */
export const INDEX_SEGMENT = 'index';
export const INDEX_PROBLEM = `no route has a part named "${INDEX_SEGMENT}": static hosts answer /a with /a/${INDEX_SEGMENT}.html, so it would take the address above it`;

/**
 * An old route's segments: what the hosts can match exactly and put in a Location safely (no
 * `//host` or `/\host`, no control character, nothing nginx would read as syntax).
 */
const OLD_ROUTE = new RegExp(`^(?:/[${REDIRECT_SEGMENT_CHARS}]+)+$`);

/** What a writer may paste for an old route: a site path, with or without its `.html`, slash, query or fragment. */
type OldRoute = { route: string } | { problem: string };

/**
 * `glossa/old-name/`, `/glossa/old-name.html?x=1#top` → `/glossa/old-name`. A full URL, an empty
 * text, `.`/`..` segments and characters no route has are problems, not guesses.
 */
export function readOldRoute(written: string): OldRoute {
  const text = written.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(text) || text.startsWith('//')) return { problem: 'it is a full URL, not a path on this site' };
  const path = text.replace(/[?#].*$/, '');
  const route = normalizePath(path.startsWith('/') ? path : `/${path}`);
  if (route === '/') return { problem: 'it is the landing page, which no page can have had' };
  if (!OLD_ROUTE.test(route)) return { problem: 'a route is made of /-separated names of letters, digits and ._~- only' };
  if (route.split('/').some((segment) => segment === '.' || segment === '..')) return { problem: 'a route has no . or .. segments' };
  if (route.split('/').includes(INDEX_SEGMENT)) return { problem: INDEX_PROBLEM };
  // The build writes a page at the old route, named after it.
  const tooLong = routeLengthProblem(route);
  if (tooLong !== null) return { problem: tooLong };
  return { route };
}

/** The old routes a page's frontmatter lists, each with its text as written; malformed ones are left out (the `redirect-routes` rule reports them). */
export function oldRoutesOf(value: unknown): { route: string; written: string }[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  return value.flatMap((item) => {
    if (typeof item !== 'string') return [];
    const read = readOldRoute(item);
    if (!('route' in read) || seen.has(read.route)) return [];
    seen.add(read.route);
    return [{ route: read.route, written: item.trim() }];
  });
}

/** One move: a request for `from` is answered with a permanent redirect to `to`, the route of the page titled `title`. */
export interface Redirect {
  from: string;
  to: string;
  title: string;
}

/** Every move of the site, sorted by old route, from each published page's route and its `redirect_from`. */
export function siteRedirects(pages: readonly { path: string; title: string; redirectFrom: unknown }[]): Redirect[] {
  return pages
    .flatMap((page) => oldRoutesOf(page.redirectFrom).map(({ route }) => ({ from: route, to: page.path, title: page.title })))
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
}

/**
 * The URLs a host answers with the move's redirect: the old route and the forms the clean-URL
 * rules would otherwise send to it first (`/old/`, `/old.html`), so each takes one hop, not two.
 */
export const oldRouteUrls = ({ from }: Pick<Redirect, 'from'>) => [from, `${from}/`, `${from}.html`];
