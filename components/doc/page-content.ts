import { use, useEffect } from 'react';
import { readSidebarFromDocument } from '@/components/sidebar/sidebar-from-document';
import { type PageContent, readPageContentFile } from '@/lib/navigation/page-content-file';
import { pageContentRoute, sitePath } from '@/lib/navigation/routes';
import { takePageContent } from './page-content-handoff';

/** A promise with its outcome written on it, the way React's `use` reads one without suspending. */
type KnownPromise<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

const contents = new Map<string, KnownPromise<PageContent>>();

/**
 * The content of the page at `route` (its article body and part of the sidebar), fetched once per
 * visit (on intent to follow a link, at a click, or when the page renders); a fetch that failed is made again.
 */
export function loadPageContent(route: string): Promise<PageContent> {
  const known = contents.get(route);
  if (known && known.status !== 'rejected') return known;
  const file = pageContentRoute(route);
  const content: KnownPromise<PageContent> = fetch(sitePath(file)).then(async (response) => {
    if (!response.ok) throw new Error(`Failed to load ${file} (${response.status})`);
    return readPageContentFile(await response.text());
  });
  content.then(
    (value) => Object.assign(content, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(content, { status: 'rejected', reason }),
  );
  contents.set(route, content);
  return content;
}

// Set once the document's own page has hydrated: every later page came by client navigation.
let documentHydrated = false;

/** What the document's HTML holds of the page, read once as it hydrates (null once it has, or on a page without it). */
function contentInDocument(route: string): PageContent | null {
  if (documentHydrated) return null;
  const known = contents.get(route);
  if (known?.status === 'fulfilled') return known.value!;
  const body = document.querySelector('[data-article-body]')?.innerHTML;
  const sidebar = readSidebarFromDocument();
  if (body === undefined || sidebar === null) return null;
  const content = { body, sidebar };
  // Coming back to this page later needs no fetch.
  contents.set(route, Object.assign(Promise.resolve(content), { status: 'fulfilled' as const, value: content }));
  return content;
}

/**
 * Forgets every page's content, so each part on screen is fetched again at its next render: `npm
 * run dev` calls it when a save has changed the documents, just before it refreshes the page, and
 * any page's body or sidebar may have changed (a new, renamed or deleted page changes the links).
 */
export function forgetPageContents(): void {
  contents.clear();
}

/**
 * One part of the page at `route`, which the RSC payload does not carry. The server writes it from
 * what DocPageView handed over (page-content-handoff.ts); hydrating, the page keeps what its HTML
 * has; after a client navigation, or once forgotten, it comes from the page's content file (written
 * by lib/pipeline/export/page-content-files.ts), and the page shows the new content once that is in.
 */
export function usePageContent<Part extends keyof PageContent>(route: string, part: Part): PageContent[Part] {
  useEffect(() => {
    documentHydrated = true;
  }, []);
  if (typeof window === 'undefined') return takePageContent(route, part);
  // The content fetched already, else a new fetch. A failed fetch stays failed here, so the page's
  // error boundary shows it however often the router renders the page again; only a new visit
  // (loadPageContent, on intent or at a click) or Retry fetches it again.
  return (contentInDocument(route) ?? use(contents.get(route) ?? loadPageContent(route)))[part];
}
