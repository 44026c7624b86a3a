/**
 * Next's export-mode prefetcher sends `HEAD <page>` before it fetches a page's payload files, only
 * to learn whether the host redirects that page. The site's pages live at clean URLs that never
 * redirect, so for any clean same-origin path (no file extension, outside the asset folders) the
 * answer is given here and the site stays GET-only; a path that is no page is found out by the
 * payload fetch that follows. Any other request goes to the network. A rule rather than a list of
 * pages, so it stays the same size however many pages there are. The site's Link module installs
 * it (components/navigation/Link.tsx), in the cached bundle rather than in every page's HTML.
 */
export function answerPageChecksLocally(win: Window & typeof globalThis): void {
  const networkFetch = win.fetch;
  win.fetch = function fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = input instanceof win.Request ? input : null;
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    if (method === 'HEAD') {
      const url = new URL(request ? request.url : String(input), win.location.href);
      const path = url.pathname;
      // A segment has no dot, or is a docs version's number (`/glossa/1.0`), which is never a file's name.
      const cleanPagePath = /^\/(?:(?:[^/.]+|\d+(?:\.\d+)+)(?:\/(?:[^/.]+|\d+(?:\.\d+)+))*)?$/.test(path) && !/^\/(?:_next|pagefind|sidebar-tree)(?:\/|$)/.test(path);
      if (url.origin === win.location.origin && cleanPagePath) {
        return Promise.resolve(new win.Response(null, { status: 200 }));
      }
    }
    return networkFetch.call(win, input, init);
  };
}
