'use client';

import { usePathname, useRouter } from 'next/navigation';
import { type RefObject, useEffect } from 'react';
import { isFilePath, routeOfSitePath } from '@/lib/navigation/routes';
import { navigateTo } from './navigate';
import { prefetchOnIntent, prefetchWhenVisible } from './prefetch-scheduler';

// A link to a page of the site: not to a file (an image, a Markdown copy), nor one the writer
// asked to open elsewhere or download.
const PAGE_LINKS = 'a[href^="/"]:not([target], [download])';
const pageLinkOf = (target: EventTarget | null) => {
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>(PAGE_LINKS) : null;
  return link && !isFilePath(link.getAttribute('href')!) ? link : null;
};

/**
 * The sidebar's and the article body's links are plain anchors: a page carries up to the link
 * budget of them in its sidebar, and the body is HTML the build wrote, so neither can be router
 * links. One listener on their container gives them what the Link component gives a single link:
 * client navigation on a plain click, prefetching on hover, focus and touch, and for the first few
 * that come into view.
 */
export function useDelegatedLinks(containerRef: RefObject<HTMLElement | null>, { replace = false } = {}) {
  const router = useRouter();
  const page = usePathname() ?? '/';

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const prefetch = (href: string) => router.prefetch(href);
    // The anchors carry the served path (under the base path); Next's router adds the base path itself.
    const hrefOf = (link: Element) => routeOfSitePath(link.getAttribute('href')!);
    // What is fetched ahead is the page, whichever of its sections the link opens.
    const pageOf = (link: Element) => hrefOf(link).split('#')[0]!;

    const navigate = (event: MouseEvent) => {
      const link = pageLinkOf(event.target);
      const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
      // A section of the page in view is the browser's own jump.
      const sameSection = link && pageOf(link) === page && hrefOf(link).includes('#');
      if (!link || modified || event.defaultPrevented || sameSection) return;
      event.preventDefault();
      navigateTo(router, hrefOf(link), { replace });
    };
    const intent = (event: Event) => {
      const link = pageLinkOf(event.target);
      if (link && pageOf(link) !== page) prefetchOnIntent(pageOf(link), prefetch);
    };
    const stopWatching = [...container.querySelectorAll(PAGE_LINKS)]
      .filter((link) => pageLinkOf(link))
      .map((link) => prefetchWhenVisible(link, pageOf(link), page, prefetch));

    container.addEventListener('click', navigate);
    container.addEventListener('pointerover', intent);
    container.addEventListener('focusin', intent);
    container.addEventListener('touchstart', intent, { passive: true });
    return () => {
      stopWatching.forEach((stop) => stop());
      container.removeEventListener('click', navigate);
      container.removeEventListener('pointerover', intent);
      container.removeEventListener('focusin', intent);
      container.removeEventListener('touchstart', intent);
    };
  }, [containerRef, router, page, replace]);
}
