/**
 * The site's Content-Security-Policy. Everything is served from the site's own origin, so
 * `'self'` covers scripts, styles, fonts, images, payload fetches and Pagefind's files; inline
 * scripts (Next's payload pushes, the boot script) are allowed one by one by hash, never by
 * `'unsafe-inline'`. Pagefind compiles its WebAssembly search index in the browser, which needs
 * `'wasm-unsafe-eval'` (it allows WebAssembly compilation only, not JavaScript `eval`).
 */
import { RESERVED_ROUTES } from '../navigation/reserved-routes';
import { siteConfig } from '../site-config';

interface PolicyOptions {
  /** `'sha256-…'` sources of the page's inline scripts. */
  scriptHashes: readonly string[];
  /** The CMS page (/admin), which needs more than the docs pages: see cmsSources. */
  cms?: boolean;
  /** The origin of the CMS's local backend (decap-server, in `npm run dev`), which /admin talks to. */
  cmsBackend?: string;
  /**
   * A `<meta http-equiv>` policy ignores `frame-ancestors`, `report-uri` and `sandbox` (CSP 3,
   * section 6.1), and Chromium logs an error for each, so the meta form leaves them out.
   */
  forMeta?: boolean;
}

/** The GitLab that /admin signs in to and edits the repository through. */
const GITLAB_ORIGIN = new URL(siteConfig.repository.url).origin;

/**
 * What Decap CMS needs on /admin and nowhere else. It validates its configuration with Ajv, which
 * compiles each JSON schema into a function with `new Function` ('unsafe-eval'), styles itself
 * with <style> elements written at run time ('unsafe-inline' for style elements only); it talks to
 * GitLab's API and OAuth token endpoint from the page (connect-src) and shows the writer's GitLab
 * avatar, which GitLab serves itself or from Gravatar (img-src). Its media library shows an image
 * being uploaded, or read through GitLab's API, from an object URL (`blob:`), and a save reads the
 * uploaded image back from that URL with `fetch` to send it (connect-src).
 */
const cmsSources = {
  script: ["'unsafe-eval'"],
  connect: [GITLAB_ORIGIN, 'blob:'],
  img: [GITLAB_ORIGIN, 'https://secure.gravatar.com', 'blob:'],
  // Decap's React styles itself with emotion, which writes <style> elements at run time.
  styleElements: ["'unsafe-inline'"],
};

export function contentSecurityPolicy({ scriptHashes, cms = false, cmsBackend, forMeta = false }: PolicyOptions): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...(cms ? cmsSources.script : []), ...scriptHashes],
    // No inline style on the docs pages: they carry no style attributes or elements, and the
    // scripts that style elements do it through the CSSOM (element.style), which CSP allows.
    // Radix's scroll lock, which writes a <style> element, is replaced by DialogBackdrop's.
    ['style-src', "'self'"],
    ...(cms ? [['style-src-elem', "'self'", ...cmsSources.styleElements] as [string, ...string[]]] : []),
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  if (cms) directives.push(['connect-src', "'self'", ...cmsSources.connect, ...(cmsBackend ? [cmsBackend] : [])], ['img-src', "'self'", ...cmsSources.img]);
  if (!forMeta) directives.push(['frame-ancestors', "'none'"]);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

const ADMIN_FILE = `${RESERVED_ROUTES.admin}.html`;

/** The policy of the export's HTML file `file` (`/glossa/api.html`), whose inline scripts have these hashes. */
export function pagePolicy(file: string, scriptHashes: readonly string[], forMeta = false): string {
  return contentSecurityPolicy({ scriptHashes, cms: file === ADMIN_FILE, forMeta });
}

/**
 * For every response that is not a page. Browsers apply a policy to documents and workers only,
 * and Pagefind may start `/pagefind/pagefind-worker.js` as a worker, which then runs under this
 * policy: it must still allow its fetches and WebAssembly, so it is the page policy without hashes.
 */
export const NON_PAGE_POLICY = contentSecurityPolicy({ scriptHashes: [] });

/**
 * The header policy `serve` sends with every page. serve.json holds at most 50 header entries, so
 * it cannot list each page's hashes: those travel in the page's own `<meta>` policy (meta-csp.ts),
 * and this header adds what a meta policy cannot carry. A browser enforces both, so together they
 * are the page's full policy.
 */
export const PAGE_HEADER_POLICY_WITH_META = [
  ['frame-ancestors', "'none'"],
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['form-action', "'self'"],
]
  .map((directive) => directive.join(' '))
  .join('; ');

/**
 * For every SVG file. Opened by itself (not through <img>, where it never runs script) an SVG is a
 * document: this policy lets it draw with its own inline styles and nothing else, and `sandbox`
 * takes away script, forms and its origin even where a browser ignores the rest.
 */
export const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
