import type { useRouter } from 'next/navigation';
import { startRouteProgress } from '@/components/progress/route-progress-store';
import { sitePath } from '@/lib/navigation/routes';
import { linksLoadWholePages } from './full-page-links';
import { cancelIntent, fetchPageContent } from './prefetch-scheduler';

type Router = ReturnType<typeof useRouter>;

/**
 * Navigates to `href` through Next's router: the progress bar starts, and the content file of its
 * page is fetched beside the router's own payload (the page holds the navigation until that is in:
 * doc/page-content.ts). From the not-found page, every link loads its page whole (full-page-links.ts).
 */
export function navigateTo(router: Router, href: string, { replace = false } = {}) {
  startRouteProgress(href);
  if (linksLoadWholePages()) {
    if (replace) window.location.replace(sitePath(href));
    else window.location.assign(sitePath(href));
    return;
  }
  cancelIntent(href);
  fetchPageContent(href);
  if (replace) router.replace(href);
  else router.push(href);
}
