'use client';

import { useEffect, useState } from 'react';
import { Link } from '@/components/navigation/Link';
import { routeOfSitePath } from '@/lib/navigation/routes';
import type { SidebarLink } from '@/lib/navigation/sidebar';

/**
 * On the not-found page: the existing page whose route is closest to the address, as the content
 * check suggests one for a broken link. The routes come from the sidebar tree files (one per docs
 * version, which the browser may already have cached), so the page itself carries no list of them.
 */
export function ClosestRoute({ treeUrls }: { treeUrls: string[] }) {
  const [suggestion, setSuggestion] = useState<SidebarLink | null | 'looking'>('looking');
  useEffect(() => {
    const wanted = routeOfSitePath(window.location.pathname).toLowerCase().replace(/\/+$/, '') || '/';
    // Its own chunk: only the not-found page runs it, but every page's first load carries this component.
    import('./closest-published-route')
      .then(({ closestPublishedRoute }) => closestPublishedRoute(treeUrls, wanted))
      .then(setSuggestion)
      .catch(() => setSuggestion(null));
  }, [treeUrls]);
  // Its room is kept from the start, two lines, so nothing below moves when the answer comes.
  return (
    <p className="js-only mt-6 min-h-[2lh] text-body text-fg" aria-live="polite">
      {suggestion === 'looking' ? (
        <span className="text-muted">Looking for a page with a similar address…</span>
      ) : suggestion === null ? (
        <span className="text-muted">No page has a similar address.</span>
      ) : (
        <>
          Did you mean{' '}
          <Link href={suggestion.href} className="font-semibold text-accent underline">
            {suggestion.label}
          </Link>{' '}
          <span className="text-muted">({suggestion.href})</span>?
        </>
      )}
    </p>
  );
}
