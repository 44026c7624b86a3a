/**
 * The docs sidebar, derived from the content tree (never hand-listed), plus the
 * navigation that follows from its order: breadcrumbs and previous/next links.
 */
export interface SidebarDoc {
  id: string;
  path: string;
  title: string;
  sidebarLabel?: string;
  sidebarPosition?: number;
  /** True for a folder's README.md. */
  isIndex: boolean;
}

export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  /** The category's index page; its label links there. */
  href: string;
  /**
   * Null where this copy of the tree leaves them out: a page carries only a budget of links
   * (sidebar-budget.ts), and the rest come from the shared tree file when the category is expanded.
   */
  items: SidebarItem[] | null;
}

/** One entry of the sidebar: the whole tree and a page's part of it are both made of these. */
export type SidebarItem = SidebarLink | SidebarCategory;

/** What of a category's items this copy of the tree holds. */
export const loadedItems = (category: SidebarCategory): SidebarItem[] => category.items ?? [];

const parentFolder = (id: string) => id.split('/').slice(0, -1).join('/');

function byPositionThenTitle(a: SidebarDoc, b: SidebarDoc): number {
  const positionA = a.sidebarPosition ?? Number.POSITIVE_INFINITY;
  const positionB = b.sidebarPosition ?? Number.POSITIVE_INFINITY;
  if (positionA !== positionB) return positionA - positionB;
  return a.title.localeCompare(b.title, 'en');
}

const labelOf = (doc: SidebarDoc) => doc.sidebarLabel ?? doc.title;

/**
 * `mainDocId` is the landing page, listed first. Every other doc sits in the folder of its id;
 * a folder whose README has siblings becomes a category, a lone page a plain link.
 */
export function buildSidebar(docs: readonly SidebarDoc[], mainDocId: string): SidebarItem[] {
  // Each folder's docs, grouped once: filtering all docs for every folder grew with the square of the site.
  const inFolder = new Map<string, SidebarDoc[]>();
  for (const doc of docs) {
    if (doc.id === mainDocId) continue;
    const folder = parentFolder(doc.id);
    const siblings = inFolder.get(folder);
    if (siblings) siblings.push(doc);
    else inFolder.set(folder, [doc]);
  }
  const childrenOf = (folder: string) => (inFolder.get(folder) ?? []).filter((doc) => doc.id !== folder).sort(byPositionThenTitle);

  const toItem = (doc: SidebarDoc): SidebarItem => {
    const items = doc.isIndex ? childrenOf(doc.id).map(toItem) : [];
    if (items.length === 0) return { type: 'link', label: labelOf(doc), href: doc.path };
    return { type: 'category', label: labelOf(doc), href: doc.path, items };
  };

  const main = docs.find((doc) => doc.id === mainDocId);
  return [...(main ? [toItem(main)] : []), ...childrenOf('').map(toItem)];
}

// Each tree's pages in order, worked out once: every page's pagination looks itself up in them.
const flattened = new WeakMap<readonly SidebarItem[], readonly SidebarLink[]>();

/** Every page in sidebar order: a category's own page comes before its items. */
export function flattenSidebar(items: readonly SidebarItem[]): readonly SidebarLink[] {
  let pages = flattened.get(items);
  if (!pages) {
    pages = items.flatMap((item) =>
      item.type === 'link' ? [item] : [{ type: 'link' as const, label: item.label, href: item.href }, ...flattenSidebar(loadedItems(item))],
    );
    flattened.set(items, pages);
  }
  return pages;
}

/** The category whose own page is `href`, at any depth. */
export function findCategory(items: readonly SidebarItem[], href: string): SidebarCategory | null {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href === href) return item;
    const inner = findCategory(loadedItems(item), href);
    if (inner) return inner;
  }
  return null;
}

/** The categories from `items` down to the entry for `path`, or null when it is not among them. */
function trailTo(items: readonly SidebarItem[], path: string): SidebarCategory[] | null {
  for (const item of items) {
    if (item.href === path) return [];
    if (item.type !== 'category') continue;
    const inner = trailTo(loadedItems(item), path);
    if (inner) return [item, ...inner];
  }
  return null;
}

/** The categories that lead to `path`, outermost first (the page itself excluded), in one walk of the tree. */
export function categoryTrail(items: readonly SidebarItem[], path: string): SidebarCategory[] {
  return trailTo(items, path) ?? [];
}

export interface PaginationLink extends SidebarLink {
  /** The top-level category (library) of the target, when the link leaves the current one. */
  section: string | null;
}

export interface Pagination {
  previous: PaginationLink | null;
  next: PaginationLink | null;
}

/** The top-level category holding `path`, or whose own page `path` is. */
function topCategoryOf(items: readonly SidebarItem[], path: string): SidebarCategory | null {
  const own = items.find((item): item is SidebarCategory => item.type === 'category' && item.href === path);
  return own ?? categoryTrail(items, path)[0] ?? null;
}

export function paginationFor(items: readonly SidebarItem[], path: string): Pagination {
  const pages = flattenSidebar(items);
  const index = pages.findIndex((page) => page.href === path);
  if (index === -1) return { previous: null, next: null };
  const here = topCategoryOf(items, path);
  // "API" alone would not say whose API: name the library when the link crosses into another one.
  const withSection = (page: SidebarLink | undefined): PaginationLink | null => {
    if (!page) return null;
    const there = topCategoryOf(items, page.href);
    const crosses = there !== null && there !== here && there.href !== page.href;
    return { ...page, section: crosses ? there.label : null };
  };
  return { previous: withSection(pages[index - 1]), next: withSection(pages[index + 1]) };
}
