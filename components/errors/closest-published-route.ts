import { loadSidebarTree } from '@/components/sidebar/sidebar-tree-loader';
import { flattenSidebar } from '@/lib/navigation/sidebar';
import { closestRoute } from '@/lib/search/suggest';

/** The existing page whose route is closest to `wanted`, with its sidebar label, among the pages the sidebar tree files list. */
export async function closestPublishedRoute(treeUrls: readonly string[], wanted: string): Promise<{ href: string; label: string } | null> {
  const trees = await Promise.all(treeUrls.map((url) => loadSidebarTree(url)));
  const labels = new Map(trees.flatMap((tree) => flattenSidebar(tree).map(({ href, label }) => [href, label] as const)));
  const href = closestRoute([...labels.keys()], wanted);
  return href === undefined ? null : { href, label: labels.get(href)! };
}
