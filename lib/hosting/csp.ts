/**
 * The site's Content-Security-Policy. Everything is served from the site's own origin, so
 * `'self'` covers scripts, styles, fonts, images, payload fetches and Pagefind's files; inline
 * scripts (Next's payload pushes, the boot script) are allowed one by one by hash, never by
 * `'unsafe-inline'`. Pagefind compiles its WebAssembly search index in the browser, which needs
 * `'wasm-unsafe-eval'` (it allows WebAssembly compilation only, not JavaScript `eval`).
 */
interface PolicyOptions {
  /** `'sha256-…'` sources of the page's inline scripts. */
  scriptHashes: readonly string[];
  /**
   * A `<meta http-equiv>` policy ignores `frame-ancestors`, `report-uri` and `sandbox` (CSP 3,
   * section 6.1), and Chromium logs an error for each, so the meta form leaves them out.
   */
  forMeta?: boolean;
}

export function contentSecurityPolicy({ scriptHashes, forMeta = false }: PolicyOptions): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...scriptHashes],
    // No inline style at all: the pages carry no style attributes or elements, and the scripts
    // that style elements do it through the CSSOM (element.style), which CSP allows. Radix's
    // scroll lock, which writes a <style> element, is replaced by DialogBackdrop's.
    ['style-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  if (!forMeta) directives.push(['frame-ancestors', "'none'"]);
  return directives.map((directive) => directive.join(' ')).join('; ');
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
