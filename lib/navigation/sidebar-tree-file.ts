/**
 * The sidebar in a compact form, used both for the file holding the whole tree that every page
 * shares (and the browser caches) and for the part of it each page carries in its payload, which
 * is repeated in every page's HTML and `.txt` files. Each entry is `[label, last path segment]`,
 * plus, for a category, its items or 0 when the page leaves them to the shared file. Routes follow
 * the content folders, so a page's route is its category's route plus its own segment, and
 * writing it once is enough.
 */
import type { SidebarItem } from './sidebar';

const DEFERRED = 0;

export type EncodedSidebarItem =
  | [label: string, segment: string]
  | [label: string, segment: string, items: EncodedSidebarItem[] | typeof DEFERRED];

/** What a page hands to its sidebar: its part of the tree, encoded, and the URL of the whole tree. */
export interface EncodedPageSidebar {
  tree: EncodedSidebarItem[];
  treeUrl: string;
}

const join = (parent: string, segment: string) => (parent === '' && segment === '' ? '/' : `${parent}/${segment}`);

export function encodeSidebarTree(items: readonly SidebarItem[], parent = ''): EncodedSidebarItem[] {
  return items.map((item) => {
    const segment = item.href === '/' && parent === '' ? '' : item.href.slice(parent.length + 1);
    if (join(parent, segment) !== item.href) throw new Error(`sidebar entry ${item.href} is not inside its category ${parent || '/'}`);
    if (item.type === 'link') return [item.label, segment];
    return [item.label, segment, item.items === null ? DEFERRED : encodeSidebarTree(item.items, item.href)];
  });
}

/** The tree back, with null items for the categories a page leaves to the shared file. */
export function decodeSidebarTree(entries: readonly EncodedSidebarItem[], parent = ''): SidebarItem[] {
  return entries.map(([label, segment, items]) => {
    const href = join(parent, segment);
    if (items === undefined) return { type: 'link', label, href };
    return { type: 'category', label, href, items: items === DEFERRED ? null : decodeSidebarTree(items, href) };
  });
}
