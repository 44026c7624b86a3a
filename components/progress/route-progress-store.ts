/**
 * Marks a navigation in progress on <html> (`data-route-loading`), where CSS shows the progress
 * bar and the content spinner once their delays pass. Plain DOM rather than React state: React
 * can hold back other renders while a navigation transition is suspended, and the indicators
 * exist to show exactly that time.
 */
import { normalizePath, routeOfSitePath } from '@/lib/navigation/routes';

const LOADING = 'routeLoading';
const FINISHING = 'routeFinishing';
const FINISH_MS = 300;
/** The bar's outer element (RouteProgress), whose visibility the CSS delay reveals. */
export const ROUTE_PROGRESS_CLASS = 'route-progress';

let target: string | null = null;
let finishTimer: number | undefined;

/**
 * A navigation to `href` has begun. A link to the page being shown (or one of its anchors) loads
 * nothing, so it starts no progress.
 */
export function startRouteProgress(href: string) {
  // Routes, as Next's router and usePathname have them: without the base path.
  const here = routeOfSitePath(window.location.pathname);
  const targetPath = normalizePath(new URL(href, `${window.location.origin}${here}`).pathname);
  if (targetPath === normalizePath(here)) return;
  const root = document.documentElement;
  target = targetPath;
  window.clearTimeout(finishTimer);
  delete root.dataset[FINISHING];
  // Removing and re-adding restarts the CSS delays for a navigation that replaces another.
  delete root.dataset[LOADING];
  void root.offsetWidth;
  root.dataset[LOADING] = '';
}

/**
 * The page at `pathname` has shown. Only the navigation's own target finishes it: a page that
 * mounts late (its effects can run after the reader already clicked away) must not.
 */
export function finishRouteProgress(pathname: string) {
  if (target === null || normalizePath(pathname) !== target) return;
  const root = document.documentElement;
  target = null;
  // Whether the reader saw the bar is what its CSS delay decided, on the frame clock; timing the
  // navigation with performance.now() instead disagreed on a busy main thread, whose frames lag
  // that clock, and flashed a finishing bar that had never shown.
  const bar = document.querySelector(`.${ROUTE_PROGRESS_CLASS}`);
  const barShowing = bar !== null && getComputedStyle(bar).visibility === 'visible';
  delete root.dataset[LOADING];
  if (!barShowing) return;
  // The bar was showing: run it to the end before it goes.
  root.dataset[FINISHING] = '';
  finishTimer = window.setTimeout(() => delete root.dataset[FINISHING], FINISH_MS);
}
