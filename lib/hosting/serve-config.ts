import { type HeaderList, headersFor } from './headers';
import { HOSTING_DIR } from './nginx-config';
import type { SitePage } from './site-pages';

/**
 * serve's configuration (serve.json), generated per build so that `npm run serve` sends the same
 * headers as nginx. serve matches `headers[].source` against the served file's path and applies
 * every matching entry in order, a later one overriding an earlier one, so the general entries
 * come first and the per-page policies last.
 */
interface ServeHeaders {
  source: string;
  headers: { key: string; value: string }[];
}

export interface ServeConfig {
  cleanUrls: boolean;
  trailingSlash: boolean;
  directoryListing: boolean;
  rewrites: { source: string; destination: string }[];
  redirects: { source: string; destination: string; type: number }[];
  headers: ServeHeaders[];
}

const entry = (source: string, headers: HeaderList): ServeHeaders => ({
  source,
  headers: headers.map(([key, value]) => ({ key, value })),
});

export function serveConfig(pages: readonly SitePage[]): ServeConfig {
  return {
    cleanUrls: true,
    trailingSlash: false,
    directoryListing: false,
    // The not-found page's own clean URL is not a page of the site: it points at a file that
    // does not exist, so serve answers 404.
    rewrites: [{ source: '/404', destination: '/not-a-page' }],
    // serve only rewrites paths that match no file, and has no way to refuse one: the hosting
    // files are sent to the not-found page instead (nginx answers 404 directly).
    redirects: [{ source: `/${HOSTING_DIR}/:file`, destination: '/404', type: 301 }],
    headers: [
      entry('**', headersFor('other')),
      entry('**/*.txt', headersFor('payload')),
      entry('_next/static/**', headersFor('immutable')),
      entry('sidebar-tree/*.json', headersFor('immutable')),
      ...pages.map((page) => entry(page.file.slice(1), headersFor('page', page.policy))),
    ],
  };
}
