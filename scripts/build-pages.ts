/**
 * `npm run build:pages`: the GitLab Pages copy of the built export, in out-pages/ (see
 * lib/hosting/pages-layout.ts for why some folders move and what `_redirects` does). Each page
 * gets its Content-Security-Policy as a <meta> tag, since Pages sends no custom headers; the
 * server configurations in `_hosting/` are left out. Written to a staging folder first, like
 * the build, so it is never half made.
 *
 * Not in public/, although Pages publishes that folder: Next reads public/ as the site's static
 * files, so the next build would fail on its `_next` folder ("public-next-folder-conflict"). The
 * CI job moves out-pages/ to public/ as its last step.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { withMetaPolicy } from '../lib/hosting/meta-csp';
import { HOSTING_DIR } from '../lib/hosting/nginx-config';
import { pagesLayout } from '../lib/hosting/pages-layout';
import { precompress } from '../lib/hosting/precompress';

const SOURCE = process.env.OUT_DIR ?? 'out';
const TARGET = process.env.PAGES_DIR ?? 'out-pages';
const STAGING = `.${TARGET}-staging`;

if (!existsSync(join(SOURCE, HOSTING_DIR))) {
  console.error(`✖ ${SOURCE}/ is not a finished build (no ${HOSTING_DIR}/): run npm run build first.`);
  process.exit(1);
}
rmSync(STAGING, { recursive: true, force: true });

const files = readdirSync(SOURCE, { recursive: true, encoding: 'utf8' })
  .map((file) => `/${file.split('\\').join('/')}`)
  .filter((file) => !file.startsWith(`/${HOSTING_DIR}/`) && statSync(join(SOURCE, file)).isFile());
const layout = pagesLayout(files);

for (const file of files) {
  // The pages change (a meta tag), so their compressed copies are made again below.
  if (/\.html\.(gz|br)$/.test(file)) continue;
  const target = join(STAGING, layout.moves.get(file) ?? file);
  mkdirSync(dirname(target), { recursive: true });
  if (file.endsWith('.html')) writeFileSync(target, withMetaPolicy(readFileSync(join(SOURCE, file), 'utf8')));
  else cpSync(join(SOURCE, file), target);
}
writeFileSync(join(STAGING, '_redirects'), `${layout.rules.join('\n')}\n`);
const compressed = await precompress(STAGING, /\.html$/);

rmSync(TARGET, { recursive: true, force: true });
renameSync(STAGING, TARGET);
console.log(`✔ GitLab Pages copy in ${TARGET}/: ${compressed.files} pages with a meta policy, ${layout.moves.size} files moved under /_routes, ${layout.rules.length} _redirects rules.`);
