'use client';

import { siteConfig } from '@/lib/site-config';

/** The part of Pagefind's browser API the search dialog uses. */
interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  weighted_locations: { weight: number; location: number }[];
}

export interface PagefindResultData {
  url: string;
  excerpt: string;
  content: string;
  weighted_locations: { weight: number; location: number }[];
  meta: { title?: string; library?: string; version?: string };
  sub_results: PagefindSubResult[];
  /** Every element of the page with an id (headings, command table rows), where its words start. */
  anchors: { element: string; id: string; location: number }[];
}

export interface PagefindResult {
  id: string;
  data(): Promise<PagefindResultData>;
}

/** Pagefind's filters: a value per filter, or any of several values; or any of several such sets. */
type FilterValues = Record<string, string | { any: readonly string[] }>;
type PagefindFilters = FilterValues | { any: readonly FilterValues[] };

export interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(query: string, options: { filters?: PagefindFilters }, debounceMs: number): Promise<{ results: PagefindResult[] } | null>;
  search(query: string, options: { filters?: PagefindFilters }): Promise<{ results: PagefindResult[] }>;
}

let loading: Promise<PagefindApi> | null = null;

/**
 * Loads Pagefind's script and index from the export on first use. The URL is built at run time
 * so the bundler leaves it alone: the file only exists after `pagefind` ran over out/.
 */
export function loadPagefind(): Promise<PagefindApi> {
  loading ??= (async () => {
    const url = `${siteConfig.baseUrl}pagefind/pagefind.js`;
    const pagefind = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url)) as PagefindApi;
    // On the page's own thread: through Pagefind's worker, every search's results (thousands on a
    // large site) and each fragment travel as messages, and a query's work queued behind the last
    // keystroke's, so results came later and, while typing, much later (npm run bench:search).
    await pagefind.options({ excerptLength: 24, noWorker: true });
    await pagefind.init();
    return pagefind;
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
