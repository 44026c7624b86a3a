/**
 * Hands a page's article body and part of the sidebar from the server component that renders the
 * page (DocPageView) to the client components that write them into the HTML (ArticleBody,
 * DocsSidebar), without props: a prop would put them in the page's RSC payload, a second copy in
 * every page's HTML and payload files. Next renders the RSC tree and the HTML in the same process,
 * but from two module graphs, so the store is on globalThis, under a registered symbol both graphs reach.
 */
import type { PageContent } from '@/lib/navigation/page-content-file';

const STORE = Symbol.for('phosphorous.pageContents');

function store(): Map<string, Partial<PageContent>> {
  const global = globalThis as typeof globalThis & { [STORE]?: Map<string, Partial<PageContent>> };
  return (global[STORE] ??= new Map());
}

/** The server component has the page at `route`: its content waits for the HTML render. */
export function handOverPageContent(route: string, content: PageContent): void {
  store().set(route, { ...content });
}

/** The HTML render takes one part of the page at `route`, which the RSC render handed over first. */
export function takePageContent<Part extends keyof PageContent>(route: string, part: Part): PageContent[Part] {
  const entry = store().get(route);
  const value = entry?.[part];
  if (entry === undefined || value === undefined) throw new Error(`No ${part} was handed over for ${route}.`);
  delete entry[part];
  if (Object.keys(entry).length === 0) store().delete(route);
  return value;
}
