/**
 * Hands a page's article body from the server component that renders the page (DocPageView) to
 * the client component that writes it into the HTML (ArticleBody), without a prop: a prop would
 * put the body in the page's RSC payload, a second copy in every page's HTML and payload files.
 * Next renders the RSC tree and the HTML in the same process, but from two module graphs, so the
 * store is on globalThis, under a registered symbol both graphs reach.
 */
const STORE = Symbol.for('phosphorous.articleBodies');

function store(): Map<string, string> {
  const global = globalThis as typeof globalThis & { [STORE]?: Map<string, string> };
  return (global[STORE] ??= new Map());
}

/** The server component has the page at `route`: its body waits for the HTML render. */
export function handOverArticleBody(route: string, html: string): void {
  store().set(route, html);
}

/** The HTML render takes the body of the page at `route`, which the RSC render handed over first. */
export function takeArticleBody(route: string): string {
  const html = store().get(route);
  if (html === undefined) throw new Error(`No article body was handed over for ${route}.`);
  store().delete(route);
  return html;
}
