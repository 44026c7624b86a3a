/**
 * What of the sidebar a page carries in its own HTML. The whole tree grows with the site, so a page
 * holds only a budget of links: the top level, every category on the way to the page (open, with all
 * their items), then further categories breadth-first while the budget lasts. A category left out
 * keeps its label link and loads its items from the shared tree file when it is expanded.
 */
import { categoryTrail, findCategory, loadedItems, type SidebarCategory, type SidebarItem } from './sidebar';

/** The page's part of the tree: the categories chosen to be open (`expanded`, by href) keep their items. */
function partial(items: readonly SidebarItem[], expanded: ReadonlySet<string>): SidebarItem[] {
  return items.map((item) =>
    item.type === 'link' ? item : { ...item, items: expanded.has(item.href) ? partial(loadedItems(item), expanded) : null },
  );
}

export function budgetSidebar(tree: readonly SidebarItem[], path: string, budget: number): SidebarItem[] {
  const expanded = new Set<string>();
  let spent = tree.length;
  const expand = (category: SidebarCategory) => {
    expanded.add(category.href);
    spent += loadedItems(category).length;
  };

  // The way to the current page is always there, whatever it costs: the reader must see where they are.
  const own = findCategory(tree, path);
  for (const category of [...categoryTrail(tree, path), ...(own ? [own] : [])]) expand(category);

  // Then breadth-first, in sidebar order, every category whose items still fit.
  let level: SidebarCategory[] = tree.filter((item): item is SidebarCategory => item.type === 'category');
  while (level.length > 0) {
    const next: SidebarCategory[] = [];
    for (const category of level) {
      if (!expanded.has(category.href) && spent + loadedItems(category).length <= budget) expand(category);
      if (expanded.has(category.href)) next.push(...loadedItems(category).filter((item): item is SidebarCategory => item.type === 'category'));
    }
    level = next;
  }
  return partial(tree, expanded);
}

/** True when some category's items are left to the shared tree file. */
export function hasDeferredCategories(items: readonly SidebarItem[]): boolean {
  return items.some((item) => item.type === 'category' && (item.items === null || hasDeferredCategories(item.items)));
}
