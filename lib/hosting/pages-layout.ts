/**
 * The GitLab Pages copy of the export. Pages answers `/glossa` with a 302 to `/glossa/` whenever
 * a folder `glossa/` exists, with or without an index.html in it (documented in "Resolving
 * ambiguous URLs"; gitlab-pages issues 418 and 1130), and it checks files and folders before
 * `_redirects`, so no rule can override that. Next's export always has such a folder: it holds
 * the page's payload segments (lib/next-internals.ts) and the pages below it.
 *
 * So every top-level folder that shares its name with a page moves to `_routes/<name>/`, leaving
 * `glossa.html` alone at the top (Pages serves `/glossa` from it), and `_redirects` rewrites
 * (status 200, no redirect) send the URLs under `/glossa/` to the moved files: one exact rule per
 * page below (a rewrite to a folder would be redirected again), then one splat rule per folder for
 * the payloads. Rules: one per page and one per top-level page; Pages reads at most 1,000.
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
const PAGES_RULE_LIMIT = 1000;

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
  const at = (path: string) => sitePath(path, basePath);
  const redirectPages = new Set(redirects.map(redirectPageFile));
  // With their compressed copies (precompress.ts).
  const files = exported.filter((file) => !redirectPages.has(file.replace(/\.(br|gz)$/, '')));
  const fileSet = new Set(files);
  const topFolders = new Set(files.map((file) => file.split('/')).filter((parts) => parts.length > 2).map((parts) => parts[1]!));
  const clashing = [...topFolders].filter((folder) => fileSet.has(`/${folder}.html`)).sort();
  const moves = new Map<string, string>();
  const pageRules: string[] = [];
  for (const file of [...files].sort()) {
    const folder = file.split('/')[1]!;
    if (!clashing.includes(folder) || !file.startsWith(`/${folder}/`)) continue;
    const target = `/${MOVED_ROOT}${file}`;
    moves.set(file, target);
    if (file.endsWith('.html')) pageRules.push(`${at(file.slice(0, -'.html'.length))} ${at(target)} 200`);
  }
  const folderRules = clashing.map((folder) => `${at(`/${folder}/*`)} ${at(`/${MOVED_ROOT}/${folder}/:splat`)} 200`);
  const movedPageRules = redirects.flatMap((redirect) => oldRouteUrls(redirect).map((url) => `${at(url)} ${at(redirect.to)} 301`));
  const rules = [...movedPageRules, ...pageRules, ...folderRules];
  if (rules.length > PAGES_RULE_LIMIT) throw new Error(`GitLab Pages reads at most ${PAGES_RULE_LIMIT} _redirects rules; this site needs ${rules.length}.`);
  const published = new Map(files.map((file) => [file, moves.get(file) ?? file]));
  return { moves, rules, published };
}
