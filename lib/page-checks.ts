/**
 * Next's export-mode prefetcher sends `HEAD <page>` before it fetches a page's payload files, only
 * to learn whether the host redirects that page. This site's pages are known at build time and
 * never redirect, so the answer for them is given here and the site stays GET-only. Any other
 * HEAD request still goes to the network. Self-contained on purpose: the boot script inlines
 * this function's source.
 */
export function answerPageChecksLocally(win: Window & typeof globalThis, pagePaths: readonly string[]): void {
  const networkFetch = win.fetch;
  if (typeof networkFetch !== 'function') return;
  const pages = new Set(pagePaths);
  win.fetch = function fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = input instanceof win.Request ? input : null;
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    if (method === 'HEAD') {
      const url = new URL(request ? request.url : String(input), win.location.href);
      if (url.origin === win.location.origin && pages.has(url.pathname)) {
        return Promise.resolve(new win.Response(null, { status: 200 }));
      }
    }
    return networkFetch.call(win, input, init);
  };
}
