import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOSTING_DIR, nginxSiteConfig } from '../../hosting/nginx-config';
import { serveConfig } from '../../hosting/serve-config';
import { writeExportBasePath } from '../../hosting/export-base-path';
import type { SitePage } from './site-pages';
import type { Redirect } from '../../content/redirects';

/**
 * The build's hosting step, run on the staging folder before it becomes out/: the server
 * configurations are written inside the export, in `_hosting/` (which both servers refuse to
 * serve), so they are swapped in together with the pages whose script hashes they list and can
 * never describe another build.
 */
export function writeHostingConfig(exportDir: string, pages: readonly SitePage[], redirects: readonly Redirect[]): { pages: number } {
  const dir = join(exportDir, HOSTING_DIR);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'nginx.conf'), nginxSiteConfig(pages, redirects));
  writeFileSync(join(dir, 'serve.json'), `${JSON.stringify(serveConfig(), null, 2)}\n`);
  // For the GitLab Pages copy (scripts/build-pages.ts) and the tests: each page's policy.
  const policies = Object.fromEntries(pages.map((page) => [page.file, page.policy]));
  writeFileSync(join(dir, 'policies.json'), `${JSON.stringify(policies, null, 2)}\n`);
  writeExportBasePath(exportDir);
  return { pages: pages.length };
}
