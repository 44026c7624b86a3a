/**
 * `npm run build:pages`: the GitLab Pages copy of the built export, in out-pages/ (see
 * lib/hosting/pages-layout.ts for why some folders move and what `_redirects` does). Pages sends
 * no custom headers: each page already holds its Content-Security-Policy as a <meta> tag. The
 * server configurations in `_hosting/` are left out. Written to a staging folder first, like
 * the build, so it is never half made.
 *
 * Not in public/, although Pages publishes that folder: Next reads public/ as the site's static
 * files, so the next build would fail on its `_next` folder ("public-next-folder-conflict"). The
 * CI job moves out-pages/ to public/ as its last step.
 */
import { cpSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { HOSTING_DIR } from '../lib/hosting/nginx-config';
import { exportBasePath } from '../lib/hosting/export-base-path';
import { exportFiles, pagesLayout } from '../lib/hosting/pages-layout';
import { readRedirects } from '../lib/pipeline/export/redirect-pages';

const SOURCE = process.env.OUT_DIR ?? 'out';
const TARGET = process.env.PAGES_DIR ?? 'out-pages';
const STAGING = `.${TARGET}-staging`;

if (!existsSync(join(SOURCE, HOSTING_DIR))) {
  console.error(`✖ ${SOURCE}/ is not a finished build (no ${HOSTING_DIR}/): run npm run build first.`);
  process.exit(1);
}
rmSync(STAGING, { recursive: true, force: true });

// Pages serves a project site or a parallel deployment (`pages.path_prefix`) under a path: the
// export was built for it (BASE_PATH), and the rules are written under it.
const layout = pagesLayout(exportFiles(SOURCE), readRedirects(SOURCE), exportBasePath(SOURCE));

// The pages already carry their policy as a meta tag (the build put it there).
for (const [file, publishedAs] of layout.published) {
  const target = join(STAGING, publishedAs);
  mkdirSync(dirname(target), { recursive: true });
  cpSync(join(SOURCE, file), target);
}
writeFileSync(join(STAGING, '_redirects'), `${layout.rules.join('\n')}\n`);

rmSync(TARGET, { recursive: true, force: true });
renameSync(STAGING, TARGET);
console.log(`✔ GitLab Pages copy in ${TARGET}/: ${layout.moves.size} files moved under /_routes, ${layout.rules.length} _redirects rules.`);
