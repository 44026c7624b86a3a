/**
 * What the build writes for the site's moves (lib/content/redirects.ts): the list itself, in
 * `_hosting/redirects.json`, which the nginx rules, `npm run serve` and the GitLab Pages copy turn
 * into 301s; and for any other static host, a small page at each old route that sends the reader
 * on (a meta refresh, a visible link) and tells search engines where the page lives now
 * (canonical, noindex). The servers above never serve those pages: their redirect comes first.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Redirect } from '../../content/redirects';
import { absoluteUrl, sitePath } from '../../navigation/routes';
import { siteConfig } from '../../site-config';
import { HOSTING_DIR } from '../../hosting/nginx-config';

const REDIRECTS_FILE = 'redirects.json';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The export file of an old route's page: `/glossa/old-name` → `/glossa/old-name.html`. */
export const redirectPageFile = ({ from }: Redirect) => `${from}.html`;

function redirectPageHtml(redirect: Redirect): string {
  const title = escapeHtml(redirect.title);
  // Routes are letters, digits and ._~- between slashes (readOldRoute, routes.ts): nothing to escape.
  return `<!DOCTYPE html>
<html lang="${siteConfig.locale.lang}" dir="${siteConfig.locale.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Moved: ${title}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${absoluteUrl(siteConfig.url, redirect.to)}">
<meta http-equiv="refresh" content="0; url=${sitePath(redirect.to)}">
</head>
<body>
<p>This page has moved to <a href="${sitePath(redirect.to)}">${title}</a>.</p>
</body>
</html>
`;
}

/**
 * Writes each move's page and the list of moves into the export in `dir`; refuses to replace a file
 * the export has. Returns the pages written (`/glossa/old-name.html` → its HTML).
 */
export function writeRedirects(dir: string, redirects: readonly Redirect[]): Map<string, string> {
  const pages = new Map<string, string>();
  for (const redirect of redirects) {
    const file = join(dir, redirectPageFile(redirect));
    if (existsSync(file)) throw new Error(`${redirect.from} is listed in redirect_from, but the export already has ${redirectPageFile(redirect)}.`);
    mkdirSync(dirname(file), { recursive: true });
    const html = redirectPageHtml(redirect);
    writeFileSync(file, html);
    pages.set(redirectPageFile(redirect), html);
  }
  mkdirSync(join(dir, HOSTING_DIR), { recursive: true });
  writeFileSync(join(dir, HOSTING_DIR, REDIRECTS_FILE), `${JSON.stringify(redirects, null, 2)}\n`);
  return pages;
}

/** The moves of the export in `dir`, as the build listed them. */
export function readRedirects(dir: string): Redirect[] {
  return JSON.parse(readFileSync(join(dir, HOSTING_DIR, REDIRECTS_FILE), 'utf8')) as Redirect[];
}
