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

/** The existing route closest to `wanted`, among the pages the sidebar tree files list. */
export async function closestPublishedRoute(treeUrls: readonly string[], wanted: string): Promise<string | null> {
  return closestRoute(await publishedRoutes(treeUrls), wanted) ?? null;
}
