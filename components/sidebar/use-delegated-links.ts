'use client';

import { usePathname, useRouter } from 'next/navigation';
import { type RefObject, useEffect } from 'react';
import { navigateTo } from '@/components/navigation/navigate';
import { prefetchOnIntent, prefetchWhenVisible } from '@/components/navigation/prefetch-scheduler';
import { startRouteProgress } from '@/components/progress/route-progress-store';
import { routeOfSitePath } from '@/lib/navigation/routes';

const internalLinkOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLAnchorElement>('a[href^="/"]') : null);

/**
 * The sidebar's links are plain anchors: a page carries up to the link budget of them, and
 * hydrating as many router links costs a phone hundreds of milliseconds. One listener on the
 * sidebar gives them what the Link component gives a single link: client navigation on a plain
 * click, prefetching on hover, focus and touch, and for the first few that come into view.
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

    const navigate = (event: MouseEvent) => {
      const link = internalLinkOf(event.target);
      const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
      if (!link || modified || event.defaultPrevented) return;
      event.preventDefault();
      startRouteProgress(hrefOf(link));
      navigateTo(router, hrefOf(link), { replace });
    };
    const intent = (event: Event) => {
      const link = internalLinkOf(event.target);
      if (link && hrefOf(link) !== page) prefetchOnIntent(hrefOf(link), prefetch);
    };
    const visibility = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        visibility.unobserve(entry.target);
        prefetchWhenVisible(hrefOf(entry.target), page, prefetch);
      }
    });
    container.querySelectorAll('a[href^="/"]').forEach((link) => visibility.observe(link));

    container.addEventListener('click', navigate);
    container.addEventListener('pointerover', intent);
    container.addEventListener('focusin', intent);
    container.addEventListener('touchstart', intent, { passive: true });
    return () => {
      visibility.disconnect();
      container.removeEventListener('click', navigate);
      container.removeEventListener('pointerover', intent);
      container.removeEventListener('focusin', intent);
      container.removeEventListener('touchstart', intent);
    };
  }, [containerRef, router, page, replace]);
}
