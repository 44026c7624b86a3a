'use client';

import { useSyncExternalStore } from 'react';
import { queryFromPath } from '@/lib/browser/search';
import { routeOfSitePath } from '@/lib/navigation/routes';
import { openSearch } from './search-store';

const noSubscription = () => () => {};

/** On the not-found page: search the docs for the words of the address that was not found. */
export function SearchSuggestion() {
  const query = useSyncExternalStore(noSubscription, () => queryFromPath(routeOfSitePath(window.location.pathname)), () => '');
  if (query === '') return null;
  return (
    <button
      type="button"
      onClick={() => openSearch(query)}
      className="mt-6 inline-flex items-center gap-2 rounded-control bg-accent px-4 py-2 font-semibold text-accent-fg hover:opacity-90"
    >
      Search the docs for “{query}”
    </button>
  );
}
