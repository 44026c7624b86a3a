/**
 * Every rule about URLs and routes, in one place: how a content file becomes a route, the site's
 * clean-URL form, how a link in markdown is read and where it lands, and which schemes are safe.
 * Shared by the build and the browser, so it imports nothing that only runs in Node.
 */
import { contentLimits, siteConfig } from '../site-config';
import { RESERVED_ROUTES } from './reserved-routes';

// Content files and routes

const MAIN_DOC_ID = siteConfig.docs.version.mainDoc;
const INDEX_FILE = 'README.md';

/** Relative source path (`glossa/concepts/icu.md`) → doc id (`glossa/concepts/icu`). */
export function sourcePathToId(sourceFilePath: string): string {
  const withoutExtension = sourceFilePath.replace(/\.md$/, '');
  if (withoutExtension === 'README') return MAIN_DOC_ID;
  return withoutExtension.replace(/\/README$/, '');
}

/** Doc id → route. The main doc lives at the docs base path. */
export function idToPath(id: string): string {
  const base = siteConfig.docs.version.basePath;
  return id === MAIN_DOC_ID ? base : `${base}${id}`;
}

export function sourcePathToRoute(sourceFilePath: string): string {
  return idToPath(sourcePathToId(sourceFilePath));
}

/** The library a doc belongs to: its first path segment, or null for the main doc. */
export function sectionOf(id: string): string | null {
  if (id === MAIN_DOC_ID) return null;
  return id.split('/')[0] ?? null;
}

export function isIndexFile(sourceFilePath: string): boolean {
  return sourceFilePath === INDEX_FILE || sourceFilePath.endsWith(`/${INDEX_FILE}`);
}

/**
 * When two files map to one route (`foo.md` and `foo/README.md`), the folder's README.md keeps it:
 * its pages hang under it in the sidebar. True when `file` wins over `other`.
 */
export function keepsRoute(file: string, other: string): boolean {
  return isIndexFile(file) && !isIndexFile(other);
}

/** The other file that maps to the same route as `file` (`foo/README.md` for `foo.md`, and back), under the same folder. */
export function sameRouteFile(file: string): string {
  return isIndexFile(file) ? file.replace(/\/?README\.md$/, '.md') : file.replace(/\.md$/, `/${INDEX_FILE}`);
}

/**
 * Why a route, or a file's path under content/, is too deep or too long for the files the build
 * names after it (`contentLimits`), or null when it fits.
 */
export function routeLengthProblem(path: string): string | null {
  const segments = path.split('/').filter(Boolean);
  const { routeSegments, routeSegmentCharacters, routeCharacters } = contentLimits;
  const long = segments.find((segment) => segment.length > routeSegmentCharacters);
  if (long !== undefined) return `the name "${long.slice(0, 20)}…" is ${long.length} characters long, more than ${routeSegmentCharacters}`;
  if (segments.length > routeSegments) return `it is ${segments.length} levels deep, more than ${routeSegments}`;
  if (path.length > routeCharacters) return `it is ${path.length} characters long, more than ${routeCharacters}`;
  return null;
}

/** Route → the path segments Next's catch-all route receives. */
export function routeToSlug(route: string): string[] {
  return route.split('/').filter(Boolean);
}

// The site's URLs

/**
 * Clean-URL rule of the site: `/x.html`, `/x/index.html`, `/index.html` and `/x/` all mean `/x`
 * (or `/`). Self-contained on purpose: the boot script inlines this function's source.
 */
export function normalizePath(path: string): string {
  // Slashes first, so that `/a/index.html/` loses its file name too.
  let clean = path.replace(/\/{2,}/g, '/');
  while (clean.length > 1 && clean.endsWith('/')) clean = clean.slice(0, -1);
  clean = clean.replace(/\/index\.html$/i, '').replace(/\.html$/i, '');
  return clean === '' ? '/' : clean;
}

/** Where a page is also published as Markdown: its route plus `.md`, `/index.md` for the landing page. */
export function markdownRoute(route: string): string {
  return route === '/' ? '/index.md' : `${route}.md`;
}

/**
 * Whether a root-absolute path names a file (`/_images/x.png`, `/glossa.md`, `/llms.txt`), not a
 * page: its last segment ends in an extension that starts with a letter, so a version's route
 * (`/glossa/1.0`) stays a page.
 */
export function isFilePath(path: string): boolean {
  return /\.[a-z][a-z0-9]*$/i.test(path.split(/[?#]/)[0]!);
}

/** Where a page's social card (Open Graph image) is published. */
export function socialCardRoute(route: string): string {
  return `${RESERVED_ROUTES.socialCards}${route === '/' ? RESERVED_ROUTES.landingFiles : route}.png`;
}

/** Where a page's content file is published for client navigation (lib/navigation/page-content-file.ts). */
export function pageContentRoute(route: string): string {
  return `${RESERVED_ROUTES.pageContents}${route === '/' ? RESERVED_ROUTES.landingFiles : route}.txt`;
}

/** Where a docs version's whole sidebar is, by its file's name (`/sidebar-tree/1915739b71e2.json`). */
export const sidebarTreeRoute = (name: string) => `${RESERVED_ROUTES.sidebarTree}/${name}`;

/**
 * A root-absolute path of the site (`/glossa`, `/_images/x.png`, `/#setup`) → the path it is served
 * at, under the base path the site was built for (`/docs/glossa`; the landing page is `/docs`).
 * Every URL the site writes by hand goes through here; Next adds the base path to its own links,
 * assets and router calls, which take routes.
 */
export function sitePath(path: string, basePath: string = siteConfig.basePath): string {
  if (basePath === '' || !path.startsWith('/') || path.startsWith('//')) return path;
  return /^\/(?:[?#]|$)/.test(path) ? `${basePath}${path.slice(1)}` : `${basePath}${path}`;
}

/** Whether a served path (with its query or fragment) is under the base path: `/docs`, `/docs/x`, `/docs?q`, never `/docsx`. */
export function isUnderBasePath(path: string, basePath: string = siteConfig.basePath): boolean {
  return path.startsWith(basePath) && /^(?:[/?#]|$)/.test(path.slice(basePath.length));
}

/** The inverse of `sitePath`: a served path → the route Next's router takes, which adds the base path itself. */
export function routeOfSitePath(path: string, basePath: string = siteConfig.basePath): string {
  if (basePath === '' || !isUnderBasePath(path, basePath)) return path;
  const rest = path.slice(basePath.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** A page's URL on the production origin, under the base path (canonical links, sitemap, Open Graph). */
export function absoluteUrl(origin: string, path: string, basePath: string = siteConfig.basePath): string {
  return `${origin.replace(/\/$/, '')}${sitePath(normalizePath(path), basePath)}`;
}

/** A text matched as itself inside a regular expression (a route, a base path, a query in a test). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Decodes `%xx` escapes; a malformed one (such as `%E0%A4%A`) leaves the text as written instead of throwing. */
export function safeDecodeURIComponent(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function splitHref(href: string): { path: string; fragment: string | null } {
  const hashAt = href.indexOf('#');
  if (hashAt === -1) return { path: href, fragment: null };
  return { path: href.slice(0, hashAt), fragment: href.slice(hashAt + 1) };
}

/** The only schemes a link or image in the docs may use; everything else (javascript:, data:, vbscript:, …) could run code. */
export const SAFE_URL_SCHEMES = ['http', 'https', 'mailto'] as const;

/**
 * The scheme a browser reads from `href`, lower-cased, or null for a relative URL. The URL parser
 * ignores tabs and newlines anywhere and leading control characters and spaces
 * (https://url.spec.whatwg.org/#concept-basic-url-parser), so `java\tscript:` is still `javascript:`.
 */
export function urlScheme(href: string): string | null {
  const parsed = href.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
  return /^([a-z][a-z0-9+.-]*):/i.exec(parsed)?.[1]?.toLowerCase() ?? null;
}

export function isSafeUrl(href: string): boolean {
  const scheme = urlScheme(href);
  return scheme === null || (SAFE_URL_SCHEMES as readonly string[]).includes(scheme);
}

/** A link as written in markdown, read once: its path, its fragment, and what kind of target it is. */
export interface ParsedHref {
  path: string;
  fragment: string | null;
  /** Another site or a scheme such as mailto: (`//host/x` too). */
  external: boolean;
  /** A relative or absolute link to a markdown file, such as `../api.md#setup`. */
  markdownFile: boolean;
}

export function parseHref(href: string): ParsedHref {
  const { path, fragment } = splitHref(href);
  const external = /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
  return { path, fragment, external, markdownFile: !external && /\.md$/i.test(path) };
}

/**
 * The file under content/ that a `.md` link written in the file at `sourcePath` (relative to
 * content/) points at, or null when the link leaves the content folder.
 */
export function linkedMarkdownFile(path: string, sourcePath: string): string | null {
  const segments = path.startsWith('/') ? [] : sourcePath.split('/').slice(0, -1);
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part !== '..') segments.push(part);
    else if (segments.pop() === undefined) return null;
  }
  return segments.join('/');
}

/** The route a `.md` link is published as, keeping its fragment; null when it leaves content/. */
export function markdownLinkRoute({ path, fragment }: ParsedHref, sourcePath: string): string | null {
  const file = linkedMarkdownFile(path, sourcePath);
  return file === null ? null : sourcePathToRoute(file) + (fragment ? `#${fragment}` : '');
}

/** Where a relative or absolute route link lands from the page at `fromRoute`, as a browser resolves it. */
export function resolveRoute(path: string, fromRoute: string): string {
  return new URL(path, `https://docs.invalid${fromRoute}`).pathname;
}

/**
 * A link to the site, written in the file at `sourcePath` (published at `route`), as the clean
 * absolute route a browser lands on, with its fragment: `../api.md#setup` → `/glossa/api#setup`, `#setup` → `<route>#setup`.
 * Null for a link to another site, and for a `.md` link that leaves content/.
 */
export function absoluteRoute(href: string, sourcePath: string, route: string): string | null {
  const parsed = parseHref(href);
  if (parsed.external) return null;
  if (parsed.markdownFile) return markdownLinkRoute(parsed, sourcePath);
  const fragment = parsed.fragment === null ? '' : `#${parsed.fragment}`;
  return (parsed.path === '' ? route : normalizePath(resolveRoute(parsed.path, route))) + fragment;
}
