import type { useRouter } from 'next/navigation';
import { getCurrentAppRouterState } from 'next/dist/client/components/app-router-instance';
import { createPrefetchURL } from 'next/dist/client/components/app-router-utils';
import * as segmentCache from 'next/dist/client/components/segment-cache/cache';
import { createCacheKey } from 'next/dist/client/components/segment-cache/cache-key';
import { sitePath } from '@/lib/navigation/routes';
import { siteConfig } from '@/lib/site-config';
import { linksLoadWholePages } from './full-page-links';
import { fetchPage } from './prefetch-scheduler';

type Router = ReturnType<typeof useRouter>;
type RouteTree = segmentCache.RouteTree<unknown>;
// Next declares its entry states a const enum, which isolated modules cannot read; the module exports them all the same.
const { Pending, Fulfilled, Rejected } = (segmentCache as unknown as { EntryStatus: Record<'Pending' | 'Fulfilled' | 'Rejected', number> }).EntryStatus;
type Readiness = 'fetched' | 'fetching' | 'failed';

function* segmentsOf(tree: RouteTree): Generator<RouteTree> {
  yield tree;
  for (const slot of tree.slots?.values() ?? []) yield* segmentsOf(slot);
}

/**
 * Whether Next's segment cache holds the route tree of `href` and every one of its segments, in
 * full: then a navigation renders from them. (Next 16's navigation reads the same entries,
 * app-router-state.js `navigateImpl` and render-tree.js; a route or segment still missing makes it
 * fetch the whole-route payload `<route>.txt` instead, which the export does not ship.)
 */
function readinessOf(href: string): Readiness {
  const state = getCurrentAppRouterState();
  const url = createPrefetchURL(href);
  if (!state || !url) return 'failed';
  const now = Date.now();
  const route = segmentCache.readRouteCacheEntry(now, createCacheKey(url.href, state.nextUrl));
  if (route === null || route.status === Pending) return 'fetching';
  if (route.status !== Fulfilled) return 'failed';
  const { root } = route as segmentCache.FulfilledRouteCacheEntry;
  for (const segment of [...segmentsOf(root.tree), root.head]) {
    const entry = segmentCache.readSegmentCacheEntryForNavigation(now, segmentCache.segmentCacheMap, segment.varyPath);
    if (entry?.status === Rejected) return 'failed';
    if (entry?.status !== Fulfilled || entry.isPartial) return 'fetching';
  }
  return 'fetched';
}

const nextCheck = () => new Promise((resolve) => window.setTimeout(resolve, siteConfig.navigation.fetchCheckMs));

/**
 * Navigates to `href` once its payload is in Next's cache, fetching it first when it is not (a
 * link followed before any prefetch, or on data-saver and 2g connections, which prefetch nothing),
 * its content file beside it (the page holds the navigation until that is in: doc/page-content.ts).
 * The export ships each page's segment files only, which prefetching reads; this makes every
 * navigation read those too. Should the fetch fail or take too long, the navigation goes ahead,
 * and Next's router falls back to loading the page in full.
 */
export async function navigateWhenFetched(router: Router, href: string, { replace = false } = {}) {
  if (linksLoadWholePages()) {
    if (replace) window.location.replace(sitePath(href));
    else window.location.assign(sitePath(href));
    return;
  }
  let readiness = readinessOf(href);
  if (readiness === 'fetching') {
    fetchPage(href, (target) => router.prefetch(target));
    const deadline = performance.now() + siteConfig.navigation.fetchWaitMs;
    while (readiness === 'fetching' && performance.now() < deadline) {
      await nextCheck();
      readiness = readinessOf(href);
    }
  }
  if (replace) router.replace(href);
  else router.push(href);
}
