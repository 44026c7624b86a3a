'use client';

import { use, useEffect, useState } from 'react';
import { pageBodyRoute, sitePath } from '@/lib/navigation/routes';
import { takeArticleBody } from './article-body-handoff';

/** A promise with its outcome written on it, the way React's `use` reads one without suspending. */
type KnownPromise<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

const bodies = new Map<string, KnownPromise<string>>();

function settled(html: string): KnownPromise<string> {
  return Object.assign(Promise.resolve(html), { status: 'fulfilled' as const, value: html });
}

/**
 * The article body of the page at `route`, fetched once per visit (on intent to follow a link, at
 * a click, or when the page renders); a fetch that failed is made again.
 */
export function loadArticleBody(route: string): Promise<string> {
  const known = bodies.get(route);
  if (known && known.status !== 'rejected') return known;
  const body: KnownPromise<string> = fetch(sitePath(pageBodyRoute(route))).then((response) => {
    if (!response.ok) throw new Error(`Failed to load ${pageBodyRoute(route)} (${response.status})`);
    return response.text();
  });
  body.then(
    (value) => Object.assign(body, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(body, { status: 'rejected', reason }),
  );
  bodies.set(route, body);
  return body;
}

/**
 * The body a render shows: the one fetched already, else a new fetch. A failed one is shown (the
 * page's error boundary offers to retry) and forgotten, so the retry fetches it again; fetching it
 * again here would fail and re-render without end while the file cannot be had.
 */
function bodyToShow(route: string): Promise<string> {
  const known = bodies.get(route);
  if (!known) return loadArticleBody(route);
  if (known.status === 'rejected') bodies.delete(route);
  return known;
}

// Set once the document's own article has hydrated: every later one came by client navigation.
let documentArticleHydrated = false;

/**
 * The page's article body. In the HTML it is written from the body the server component handed
 * over (article-body-handoff.ts), so JavaScript-free readers and search get it as before; the page's
 * RSC payload carries only the route. Hydrating, it keeps the HTML the document has. On a client
 * navigation it reads the body from its own file (app/page-body/), and the navigation shows the
 * new page once it is in.
 */
export function ArticleBody({ route, className }: { route: string; className: string }) {
  const [inDocument] = useState(() => {
    if (typeof window === 'undefined' || documentArticleHydrated) return null;
    const html = document.querySelector('[data-article-body]')?.innerHTML ?? null;
    // Coming back to this page later needs no fetch.
    if (html !== null) bodies.set(route, settled(html));
    return html;
  });
  useEffect(() => {
    documentArticleHydrated = true;
  }, []);
  const html = typeof window === 'undefined' ? takeArticleBody(route) : (inDocument ?? use(bodyToShow(route)));
  return <div className={className} data-article-body="" dangerouslySetInnerHTML={{ __html: html }} />;
}
