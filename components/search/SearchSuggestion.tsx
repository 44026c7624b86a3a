'use client';

import { useSyncExternalStore } from 'react';
import { queryFromPath } from '@/lib/browser/search';
import { routeOfSitePath } from '@/lib/navigation/routes';
import { openSearch } from './search-store';

const noSubscription = () => () => {};

/**
 * On the not-found page: search the docs for the words of the address that was not found. In the
 * page's HTML from the start (shown once scripts run), its words filled in from the address, so
 * nothing below it moves when they are.
 */
export function SearchSuggestion() {
  const query = useSyncExternalStore(noSubscription, () => queryFromPath(routeOfSitePath(window.location.pathname)), () => '');
  return (
    <button
      type="button"
      onClick={() => openSearch(query)}
      // A long address's words break anywhere rather than widen the page.
      className="js-only mt-6 inline-flex max-w-full items-center gap-2 rounded-control bg-accent px-4 py-2 font-semibold text-accent-fg wrap-anywhere hover:opacity-90"
    >
      {query === '' ? 'Search the docs' : `Search the docs for “${query}”`}
    </button>
  );
}
