import type { SidebarItem } from '@/lib/navigation/sidebar';
import { hasDeferredCategories } from '@/lib/navigation/sidebar-budget';
import { decodeSidebarTree, type EncodedSidebarItem } from '@/lib/navigation/sidebar-tree-file';

let loading: { url: string; tree: Promise<SidebarItem[]> } | null = null;

/**
 * The whole sidebar, fetched once per content version (its URL carries a content hash) and shared
 * by every page of the visit; a failed fetch is forgotten so the next expansion tries again.
 */
export function loadSidebarTree(url: string): Promise<SidebarItem[]> {
  if (loading?.url !== url) {
    const tree = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        return response.json() as Promise<EncodedSidebarItem[]>;
      })
      .then((entries) => {
        const items = decodeSidebarTree(entries);
        // A category would open empty: the reader is better served by its own page, as when the fetch fails.
        if (hasDeferredCategories(items)) throw new Error(`${url} leaves out some category's items`);
        return items;
      });
    tree.catch(() => {
      if (loading?.tree === tree) loading = null;
    });
    loading = { url, tree };
  }
  return loading.tree;
}
