'use client';

import { useEffect, useState } from 'react';
import { Link } from '@/components/navigation/Link';
import { routeOfSitePath } from '@/lib/navigation/routes';
import { flattenSidebar } from '@/lib/navigation/sidebar';
import { decodeSidebarTree, type EncodedSidebarItem } from '@/lib/navigation/sidebar-tree-file';
import { closestRoute } from '@/lib/search/suggest';

async function publishedRoutes(treeUrls: readonly string[]): Promise<string[]> {
  const trees = await Promise.all(
    treeUrls.map(async (url) => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return decodeSidebarTree((await response.json()) as EncodedSidebarItem[]);
    }),
  );
  return [...new Set(trees.flatMap((tree) => flattenSidebar(tree).map(({ href }) => href)))];
}

/**
 * On the not-found page: the existing page whose route is closest to the address, as the content
 * check suggests one for a broken link. The routes come from the sidebar tree files (one per docs
 * version, which the browser may already have cached), so the page itself carries no list of them.
 */
export function ClosestRoute({ treeUrls }: { treeUrls: string[] }) {
  const [suggestion, setSuggestion] = useState<string | null>(null);
  useEffect(() => {
    const wanted = routeOfSitePath(window.location.pathname).toLowerCase().replace(/\/+$/, '') || '/';
    publishedRoutes(treeUrls)
      .then((routes) => setSuggestion(closestRoute(routes, wanted) ?? null))
      .catch(() => setSuggestion(null));
  }, [treeUrls]);
  if (suggestion === null) return null;
  return (
    <p className="mt-6 text-body text-fg">
      Did you mean{' '}
      <Link href={suggestion} className="font-semibold text-accent underline">
        {suggestion}
      </Link>
      ?
    </p>
  );
}
