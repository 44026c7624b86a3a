'use client';

import { useRef } from 'react';
import { useDelegatedLinks } from '@/components/navigation/use-delegated-links';
import { usePageContent } from './page-content';

/**
 * The page's article body, once in its HTML: JavaScript-free readers and search get it there, and
 * the page's RSC payload carries only the route (page-content.ts). Its links navigate in the page,
 * as the sidebar's do.
 */
export function ArticleBody({ route, className }: { route: string; className: string }) {
  const bodyRef = useRef<HTMLDivElement>(null);
  useDelegatedLinks(bodyRef);
  return <div ref={bodyRef} className={className} data-article-body="" dangerouslySetInnerHTML={{ __html: usePageContent(route, 'body') }} />;
}
