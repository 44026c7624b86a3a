'use client';

import { use, useEffect, useState } from 'react';
import { pageBodyRoute, sitePath } from '@/lib/navigation/routes';
import { takeArticleBody } from './article-body-handoff';

type KnownPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

const bodies = new Map<string, KnownPromise<string>>();

/** A promise React's `use` reads at once, without suspending. */
function settled(html: string): KnownPromise<string> {
  return Object.assign(Promise.resolve(html), { status: 'fulfilled' as const, value: html });
}

/**
 * The article body of the page at `route`, fetched once per visit (on intent to follow a link, at
 * a click, or when the page renders). A failed fetch is forgotten, so the next attempt asks again.
 */
export function loadArticleBody(route: string): Promise<string> {
  let body = bodies.get(route);
  if (!body) {
    body = fetch(sitePath(pageBodyRoute(route))).then((response) => {
      if (!response.ok) throw new Error(`${pageBodyRoute(route)}: ${response.status}`);
      return response.text();
    });
    body.catch(() => bodies.delete(route));
    bodies.set(route, body);
  }
  return body;
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
  const html = typeof window === 'undefined' ? takeArticleBody(route) : (inDocument ?? use(loadArticleBody(route)));
  return <div className={className} data-article-body="" dangerouslySetInnerHTML={{ __html: html }} />;
}
