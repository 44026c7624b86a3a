/**
 * The whole sidebar as one small file that every page shares (and the browser caches): each entry
 * is `[label, last path segment]`, plus its items for a category. Routes follow the content folders,
 * so a page's route is its category's route plus its own segment, and writing it once is enough.
 */
import type { SidebarItem } from './sidebar';

export type EncodedSidebarItem = [label: string, segment: string] | [label: string, segment: string, items: EncodedSidebarItem[]];

const join = (parent: string, segment: string) => (parent === '' && segment === '' ? '/' : `${parent}/${segment}`);

export function encodeSidebarTree(items: readonly SidebarItem[], parent = ''): EncodedSidebarItem[] {
  return items.map((item) => {
    const segment = item.href === '/' && parent === '' ? '' : item.href.slice(parent.length + 1);
    if (join(parent, segment) !== item.href) throw new Error(`sidebar entry ${item.href} is not inside its category ${parent || '/'}`);
    return item.type === 'link' ? [item.label, segment] : [item.label, segment, encodeSidebarTree(item.items, item.href)];
  });
}

export function decodeSidebarTree(entries: readonly EncodedSidebarItem[], parent = ''): SidebarItem[] {
  return entries.map(([label, segment, items]) => {
    const href = join(parent, segment);
    return items ? { type: 'category', label, href, items: decodeSidebarTree(items, href) } : { type: 'link', label, href };
  });
}
