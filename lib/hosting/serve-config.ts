import { PAGE_HEADER_POLICY_WITH_META } from './csp';
import { RESERVED_ROUTES } from '../navigation/reserved-routes';
import { BINARY_TYPE, CMS_NOINDEX, type HeaderList, headersFor } from './headers';
import { HOSTING_DIR } from './nginx-config';
import { imageConfig } from '../site-config';
import { sitePath } from '../navigation/routes';

const entry = (source: string, headers: HeaderList) => ({
  source,
  headers: headers.map(([key, value]) => ({ key, value })),
});

/** Pagefind's index files, in formats of its own; nginx sends them with its default type. */
const PAGEFIND_BINARY_EXTENSIONS = ['pagefind', 'pf_meta', 'pf_index', 'pf_fragment'];

/**
 * serve's configuration (serve.json), generated per build so that `npm run serve` sends the same
 * headers as nginx. serve matches `headers[].source` against the served file's path and applies
 * every matching entry in order, a later one overriding an earlier one, so the general entries
 * come first. Its schema allows at most 50 entries, so pages cannot get one each: their
 * hashes are in their own meta policy, and the header carries the rest (csp.ts).
 */
export function serveConfig() {
  return {
    cleanUrls: true,
    trailingSlash: false,
    directoryListing: false,
    rewrites: [
      // The not-found page's own clean URL is not a page of the site: it points at a file that
      // does not exist, so serve answers 404.
      { source: '/404', destination: '/not-a-page' },
    ],
    // serve only rewrites paths that match no file, and has no way to refuse one: the hosting
    // files are sent to the not-found page instead (nginx answers 404 directly).
    redirects: [{ source: `/${HOSTING_DIR}/:file`, destination: sitePath('/404'), type: 301 }],
    headers: [
      entry('**', headersFor('other')),
      entry('_next/static/**', headersFor('immutable')),
      entry('sidebar-tree/*.json', headersFor('immutable')),
      entry(`${imageConfig.folder}/**`, headersFor('immutable')),
      entry('**/*.svg', headersFor('svg')),
      entry(`{_next/static,${imageConfig.folder}}/**/*.svg`, headersFor('immutable-svg')),
      entry('**/*.html', headersFor('page', PAGE_HEADER_POLICY_WITH_META)),
      entry(`${RESERVED_ROUTES.admin.slice(1)}.html`, CMS_NOINDEX),
      entry(`${RESERVED_ROUTES.cmsFiles.slice(1)}/**`, CMS_NOINDEX),
      // mime-types knows none of Pagefind's own formats, and serve then sends no type at all.
      entry(`pagefind/**/*.{${PAGEFIND_BINARY_EXTENSIONS.join(',')}}`, [['Content-Type', BINARY_TYPE]]),
    ],
  };
}
