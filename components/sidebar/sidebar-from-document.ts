import { routeOfSitePath } from '@/lib/navigation/routes';
import type { SidebarItem } from '@/lib/navigation/sidebar';

const routeOf = (link: Element) => routeOfSitePath(link.getAttribute('href') ?? '');

/** The items of one list of SidebarTree's markup: a link, or a category's row and, when the page carries its items, its panel. */
function readList(list: Element): SidebarItem[] {
  return [...list.children].map((item) => {
    const row = item.firstElementChild;
    if (row?.tagName === 'A') return { type: 'link', label: row.textContent ?? '', href: routeOf(row) };
    const link = row?.querySelector('a');
    if (!row || !link) throw new Error('The sidebar in the document is not the one SidebarTree writes.');
    const panel = row.nextElementSibling;
    const nested = panel?.firstElementChild?.firstElementChild;
    return { type: 'category', label: link.textContent ?? '', href: routeOf(link), items: panel ? (nested ? readList(nested) : []) : null };
  });
}

/**
 * The page's part of the sidebar, read back from the HTML SidebarTree wrote on the server (null
 * when the document has none): the page hydrates its sidebar from it, so the RSC payload need not
 * carry the tree a second time.
 */
export function readSidebarFromDocument(): SidebarItem[] | null {
  const list = document.querySelector('.docs-sidebar .sidebar-tree');
  return list && readList(list);
}
