import { loadSidebarTree } from '@/components/sidebar/sidebar-tree-loader';
import { flattenSidebar, type SidebarLink } from '@/lib/navigation/sidebar';
import { closestRoute } from '@/lib/search/suggest';

/** The sidebar's link to the existing page whose route is closest to `wanted`, among the pages the sidebar tree files list. */
export async function closestPublishedRoute(treeUrls: readonly string[], wanted: string): Promise<SidebarLink | null> {
  const trees = await Promise.all(treeUrls.map((url) => loadSidebarTree(url)));
  const links = new Map(trees.flatMap((tree) => flattenSidebar(tree).map((link) => [link.href, link] as const)));
  const href = closestRoute([...links.keys()], wanted);
  return href === undefined ? null : links.get(href)!;
}
