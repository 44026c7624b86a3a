import { loadPageContent } from '@/components/doc/page-content';
import { connectionInfo } from '@/lib/browser/guarded-apis';
import { shouldPrefetch } from '@/lib/browser/prefetch';
import { siteConfig } from '@/lib/site-config';
import { linksLoadWholePages } from './full-page-links';

type Prefetch = (href: string) => void;

// A page loaded whole (from the not-found page) uses no payload: nothing to prefetch there.
export const prefetchAllowed = () => !linksLoadWholePages() && shouldPrefetch(connectionInfo());

/** Runs `callback` when the browser is idle (soon, where it cannot tell). */
export function whenIdle(callback: () => void) {
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
  idle(callback);
}

const prefetched = new Set<string>();
let budget = { page: '', left: 0 };

/** Fetches the content file of the page at `href`, which a navigation there shows with Next's payload. */
export function fetchPageContent(href: string) {
  // Without the link's query or anchor: one file per page.
  void loadPageContent(href.split(/[?#]/)[0]!).catch(() => undefined);
}

function prefetchNow(href: string, prefetch: Prefetch) {
  if (!href.startsWith('/') || prefetched.has(href) || !prefetchAllowed()) return;
  prefetched.add(href);
  prefetch(href);
  fetchPageContent(href);
}

const intents = new Map<string, number>();

/**
 * Hover, focus or touch: the reader is about to follow the link, so fetch its page once the intent
 * has lasted a moment. A click that comes at once navigates by itself: Next's router does not wait
 * for a prefetch under way, so one started with the click would fetch the page a second time.
 */
export function prefetchOnIntent(href: string, prefetch: Prefetch) {
  if (intents.has(href) || prefetched.has(href)) return;
  intents.set(
    href,
    window.setTimeout(() => {
      intents.delete(href);
      prefetchNow(href, prefetch);
    }, siteConfig.prefetch.intentDelayMs),
  );
}

/** A navigation to `href` has started: the prefetch its intent was about to start is no use now. */
export function cancelIntent(href: string) {
  window.clearTimeout(intents.get(href));
  intents.delete(href);
}

/**
 * A link came into view: prefetch it when the browser is idle, but only the first few per page
 * view, since a sidebar alone shows dozens of links and each prefetch costs a page's payload.
 */
function prefetchSeen(href: string, page: string, prefetch: Prefetch) {
  if (budget.page !== page) budget = { page, left: siteConfig.prefetch.visibleLinksPerPage };
  if (href === page || prefetched.has(href) || budget.left <= 0 || !prefetchAllowed()) return;
  budget.left -= 1;
  whenIdle(() => prefetchNow(href, prefetch));
}

let visibility: IntersectionObserver | null = null;
const onVisible = new WeakMap<Element, () => void>();

/** Prefetches `href` once `link` comes into view (prefetchSeen); the function returned stops watching it. */
export function prefetchWhenVisible(link: Element, href: string, page: string, prefetch: Prefetch) {
  visibility ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      visibility?.unobserve(entry.target);
      onVisible.get(entry.target)?.();
    }
  });
  onVisible.set(link, () => prefetchSeen(href, page, prefetch));
  visibility.observe(link);
  return () => visibility?.unobserve(link);
}
