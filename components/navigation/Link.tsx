'use client';

import NextLink from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { type ComponentProps, useCallback, useEffect, useRef } from 'react';
import { answerPageChecksLocally } from '@/lib/browser/page-checks';
import { navigateTo } from './navigate';
import { prefetchOnIntent, prefetchWhenVisible } from './prefetch-scheduler';

const hrefOf = (href: ComponentProps<typeof NextLink>['href']) => (typeof href === 'string' ? href : (href.pathname ?? ''));
const pathOf = (href: string) => href.split('#')[0]!.split('?')[0]!;

// Before any link can prefetch or navigate: every page has a link (the navbar's), and this module
// runs before the page hydrates, which is before Next's router asks for anything.
if (typeof window !== 'undefined') answerPageChecksLocally(window);

/**
 * Every internal link of the site goes through this wrapper. It prefetches the target on hover,
 * focus and touch, and when the link comes into view within a per-page budget (Next's own
 * prefetching cannot be capped), never on data-saver or 2g connections. It also starts the route
 * progress bar when a navigation begins, and navigates once the target's payload is fetched.
 */
export function Link({ prefetch, onNavigate, onMouseEnter, onTouchStart, onFocus, ...props }: ComponentProps<typeof NextLink>) {
  const router = useRouter();
  const page = usePathname() ?? '/';
  const target = pathOf(hrefOf(props.href));
  const elementRef = useRef<HTMLAnchorElement>(null);
  const enabled = prefetch !== false && target !== '' && target !== page;
  const fetchPage = useCallback((href: string) => router.prefetch(href), [router]);

  useEffect(() => {
    if (!enabled || !elementRef.current) return;
    return prefetchWhenVisible(elementRef.current, target, page, fetchPage);
  }, [enabled, target, page, fetchPage]);

  // The caller's own handler, then the prefetch the reader's intent calls for.
  const withIntent = <HandlerEvent,>(handler?: (event: HandlerEvent) => void) => (event: HandlerEvent) => {
    handler?.(event);
    if (enabled) prefetchOnIntent(target, fetchPage);
  };
  return (
    <NextLink
      {...props}
      ref={elementRef}
      prefetch={false}
      onMouseEnter={withIntent(onMouseEnter)}
      onTouchStart={withIntent(onTouchStart)}
      onFocus={withIntent(onFocus)}
      onNavigate={(event) => {
        onNavigate?.(event);
        // A link to the page being shown (one of its anchors) fetches nothing: Next's own navigation scrolls.
        if (target === page) return;
        event.preventDefault();
        navigateTo(router, hrefOf(props.href), { replace: props.replace });
      }}
    />
  );
}
