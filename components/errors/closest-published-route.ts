import { loadSidebarTree } from '@/components/sidebar/sidebar-tree-loader';
import { flattenSidebar } from '@/lib/navigation/sidebar';
import { closestRoute } from '@/lib/search/suggest';

/** The existing route closest to `wanted`, among the pages the sidebar tree files list. */
export async function closestPublishedRoute(treeUrls: readonly string[], wanted: string): Promise<string | null> {
  const trees = await Promise.all(treeUrls.map((url) => loadSidebarTree(url)));
  const routes = new Set(trees.flatMap((tree) => flattenSidebar(tree).map(({ href }) => href)));
  return closestRoute([...routes], wanted) ?? null;
}
