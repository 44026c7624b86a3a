/**
 * The GitLab Pages copy of the export. Pages answers `/glossa` with a 302 to `/glossa/` whenever
 * a folder `glossa/` exists, with or without an index.html in it (documented in "Resolving
 * ambiguous URLs"; gitlab-pages issues 418 and 1130), and it checks files and folders before
 * `_redirects`, so no rule can override that. Next's export has such a folder for every page: it
 * holds the page's payload segments (lib/next-internals.ts) and the pages below it.
 *
 * So every top-level folder that shares its name with a page moves into `_routes/` flattened, its
 * path's folders joined by `~` into one file name (`glossa/api.html` becomes `_routes/glossa~api.html`),
 * leaving `glossa.html` alone at the top (Pages serves `/glossa` from it), and `_redirects` rewrites
 * (status 200, no redirect) the URLs below the top with one rule per depth, of placeholders:
 * `/:a/:b /_routes/:a~:b 200`. Pages fills the file name from the URL's segments and finds the file,
 * or the page by its `.html`; `_routes/` has no folder, so no rewrite lands on one. The rules do not
 * grow with the pages: Pages reads at most 1,000 rules and 64 KB of them.
 *
 * A moved page's old URLs (`redirect_from`) come first, as 301 rules. Pages serves a file before
 * any rule, so the old routes' pages (for hosts without redirects) are left out of the copy.
 *
 * Pages matches a rule against the whole path of the request, so under a base path (a project
 * site's `/<project>`, a parallel deployment's `/mr-12`) every rule is written under it; the
 * files stay where the export has them, at the top of the published folder.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { oldRouteUrls, type Redirect } from '../content/redirects';
import { HOSTING_DIR } from './nginx-config';
import { redirectPageFile } from '../pipeline/export/redirect-pages';
import { RESERVED_ROUTES } from '../navigation/reserved-routes';
import { sitePath } from '../navigation/routes';
import { siteConfig } from '../site-config';

const MOVED_ROOT = RESERVED_ROUTES.pagesRoutes.slice(1);
/** Joins a moved file's folders into its name; no route segment (route-names) and no file Next writes has one. */
const FOLDER_JOINER = '~';
// gitlab-pages' defaults (internal/redirects/redirects.go): it reads the first 1,000 rules (the
// rewrites come last, so they would be lost) and none past 64 KB.
const PAGES_RULE_LIMIT = 1000;
const PAGES_RULES_MAX_BYTES = 64 * 1024;
const PAGES_MAX_SEGMENTS = 24;

/** The 301 rules that send one moved page's old route (`redirect_from`) to its page. */
export const movedPageRules = (redirect: Pick<Redirect, 'from' | 'to'>, basePath: string = siteConfig.basePath) =>
  oldRouteUrls(redirect).map((url) => `${sitePath(url, basePath)} ${sitePath(redirect.to, basePath)} 301`);

/** The rewrites of the files `deepest` folders deep, one rule per depth below the top. */
function depthRules(deepest: number, basePath: string): string[] {
  const placeholders = (depth: number) => Array.from({ length: depth }, (_, index) => `:${String.fromCharCode(97 + index)}`);
  return Array.from({ length: deepest - 1 }, (_, index) => {
    const names = placeholders(index + 2);
    return `${sitePath(`/${names.join('/')}`, basePath)} ${sitePath(`/${MOVED_ROOT}/${names.join(FOLDER_JOINER)}`, basePath)} 200`;
  });
}

/** The bytes of `_redirects` lines as Pages counts them toward its limit. */
export const rulesBytes = (rules: readonly string[]) => Buffer.byteLength(`${rules.join('\n')}\n`);

/**
 * What Pages leaves for the moved pages' rules beside the rewrites of the deepest export it takes:
 * the content check holds `redirect_from` to it (rule pages-redirects), before anything is built.
 */
export function pagesRoomForMovedPages(basePath: string = siteConfig.basePath) {
  const rewrites = depthRules(PAGES_MAX_SEGMENTS, basePath);
  return { rules: PAGES_RULE_LIMIT - rewrites.length, bytes: PAGES_RULES_MAX_BYTES - rulesBytes(rewrites) };
}

/** Every file of the export in `dir` that the copy starts from, as paths with a leading slash; the server configurations are left out. */
export function exportFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => `/${file.split('\\').join('/')}`)
    .filter((file) => !file.startsWith(`/${HOSTING_DIR}/`) && statSync(join(dir, file)).isFile());
}

/**
 * `exported`: every file of the export, as paths with a leading slash (`/glossa/api.html`). Returns the `_redirects` lines in
 * order (Pages uses the first rule that matches), and export path → published path for every file that `moves` and every
 * file the copy holds (`published`: the old routes' pages are left out).
 */
export function pagesLayout(exported: readonly string[], redirects: readonly Redirect[], basePath: string = siteConfig.basePath) {
  const redirectPages = new Set(redirects.map(redirectPageFile));
  // With their compressed copies (precompress.ts).
  const files = exported.filter((file) => !redirectPages.has(file.replace(/\.(br|gz)$/, '')));
  const fileSet = new Set(files);
  const topFolders = new Set(files.map((file) => file.split('/')).filter((parts) => parts.length > 2).map((parts) => parts[1]!));
  const clashing = [...topFolders].filter((folder) => fileSet.has(`/${folder}.html`)).sort();
  const moves = new Map<string, string>();
  let deepest = 1;
  for (const file of files) {
    const segments = file.slice(1).split('/');
    if (segments.length < 2 || !clashing.includes(segments[0]!)) continue;
    if (segments.some((segment) => segment.includes(FOLDER_JOINER))) throw new Error(`${file}: a name with "${FOLDER_JOINER}" cannot be flattened into /${MOVED_ROOT}/ for GitLab Pages.`);
    moves.set(file, `/${MOVED_ROOT}/${segments.join(FOLDER_JOINER)}`);
    deepest = Math.max(deepest, segments.length);
  }
  if (deepest > PAGES_MAX_SEGMENTS) throw new Error(`GitLab Pages reads rules of at most ${PAGES_MAX_SEGMENTS} segments; this site has files ${deepest} folders deep.`);
  const moved = redirects.flatMap((redirect) => movedPageRules(redirect, basePath));
  const rules = [...moved, ...depthRules(deepest, basePath)];
  const bytes = rulesBytes(rules);
  if (rules.length > PAGES_RULE_LIMIT || bytes > PAGES_RULES_MAX_BYTES) {
    throw new Error(`GitLab Pages reads at most ${PAGES_RULE_LIMIT} _redirects rules in ${PAGES_RULES_MAX_BYTES / 1024} KB; this site needs ${rules.length} (${Math.ceil(bytes / 1024)} KB), ${moved.length} of them for the pages' redirect_from.`);
  }
  const published = new Map(files.map((file) => [file, moves.get(file) ?? file]));
  return { moves, rules, published };
}
