import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeExportBasePath } from '../../hosting/export-base-path';
import { HOSTING_DIR, nginxSiteConfig } from '../../hosting/nginx-config';
import { serveConfig } from '../../hosting/serve-config';
import type { BuildStep } from '../context';

/**
 * Per-page security headers for nginx and serve, from the hashes of this build's inline scripts.
 * The server configurations are written inside the export, in `_hosting/` (which both servers
 * refuse to serve), so they are swapped in together with the pages whose script hashes they list
 * and can never describe another build.
 */
export const hosting: BuildStep = {
  name: 'hosting config',
  reads: 'the pages’ script hashes, the redirects',
  writes: 'the staging folder’s _hosting/',
  run({ stagingDir, made }) {
    const pages = [...made.pages, ...made.redirectPages];
    const dir = join(stagingDir, HOSTING_DIR);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'nginx.conf'), nginxSiteConfig(pages, made.redirects));
    writeFileSync(join(dir, 'serve.json'), `${JSON.stringify(serveConfig(), null, 2)}\n`);
    // For the GitLab Pages copy (scripts/build-pages.ts) and the tests: each page's policy.
    const policies = Object.fromEntries(pages.map((page) => [page.file, page.policy]));
    writeFileSync(join(dir, 'policies.json'), `${JSON.stringify(policies, null, 2)}\n`);
    writeExportBasePath(stagingDir);
    console.log(`✔ Hosting configuration: headers for ${pages.length} pages in _hosting/.`);
  },
};
