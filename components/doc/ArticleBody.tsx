'use client';

import { usePageContent } from './page-content';

/**
 * The page's article body, once in its HTML: JavaScript-free readers and search get it there, and
 * the page's RSC payload carries only the route (page-content.ts).
 */
export function ArticleBody({ route, className }: { route: string; className: string }) {
  return <div className={className} data-article-body="" dangerouslySetInnerHTML={{ __html: usePageContent(route, 'body') }} />;
}
