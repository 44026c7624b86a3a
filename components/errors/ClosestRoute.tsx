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
  const [suggestion, setSuggestion] = useState<SidebarLink | null>(null);
  useEffect(() => {
    const wanted = routeOfSitePath(window.location.pathname).toLowerCase().replace(/\/+$/, '') || '/';
    // Its own chunk: only the not-found page runs it, but every page's first load carries this component.
    import('./closest-published-route')
      .then(({ closestPublishedRoute }) => closestPublishedRoute(treeUrls, wanted))
      .then(setSuggestion)
      .catch(() => setSuggestion(null));
  }, [treeUrls]);
  if (suggestion === null) return null;
  return (
    <p className="mt-6 text-body text-fg">
      Did you mean{' '}
      <Link href={suggestion.href} className="font-semibold text-accent underline">
        {suggestion.label}
      </Link>{' '}
      <span className="text-muted">({suggestion.href})</span>?
    </p>
  );
}
