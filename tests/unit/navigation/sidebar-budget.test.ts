import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '@/lib/navigation/sidebar';
import { budgetSidebar, hasDeferredCategories } from '@/lib/navigation/sidebar-budget';
import { decodeSidebarTree, encodeSidebarTree } from '@/lib/navigation/sidebar-tree-file';

const link = (href: string): SidebarItem => ({ type: 'link', label: href.split('/').pop()!, href });
const category = (href: string, items: SidebarItem[]): SidebarItem => ({ type: 'category', label: href.split('/').pop()!, href, items });
const pages = (parent: string, count: number) => Array.from({ length: count }, (_, i) => link(`${parent}/p${i + 1}`));

// Two libraries with a nested category each, plus the landing page: 27 links in all.
const tree: SidebarItem[] = [
  link('/'),
  category('/a', [...pages('/a', 3), category('/a/deep', [...pages('/a/deep', 4), category('/a/deep/deeper', pages('/a/deep/deeper', 5))])]),
  category('/b', [...pages('/b', 2), category('/b/more', pages('/b/more', 6))]),
];

/** Number of links a partial tree renders (category labels included): what the budget counts. */
function renderedLinkCount(items: readonly SidebarItem[]): number {
  return items.reduce((sum, item) => sum + 1 + (item.type === 'category' && item.items ? renderedLinkCount(item.items) : 0), 0);
}

/** The hrefs of the categories whose items the page carries, in tree order. */
function openCategories(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => (item.type === 'category' && item.items ? [item.href, ...openCategories(item.items)] : []));
}

describe('budgetSidebar', () => {
  it('keeps the whole tree when it fits the budget, as at 23 pages', () => {
    const partial = budgetSidebar(tree, '/b/p1', 150);
    expect(partial).toEqual(tree);
    expect(hasDeferredCategories(partial)).toBe(false);
  });

  it('always carries the top level and every category on the way to the page, with all their items, even over budget', () => {
    const partial = budgetSidebar(tree, '/a/deep/deeper/p5', 1);
    expect(openCategories(partial)).toEqual(['/a', '/a/deep', '/a/deep/deeper']);
    expect(partial.map((item) => item.href)).toEqual(['/', '/a', '/b']);
    expect(partial[2]).toEqual({ type: 'category', label: 'b', href: '/b', items: null });
  });

  it("opens a category's own page's items when the page is that category", () => {
    expect(openCategories(budgetSidebar(tree, '/b/more', 0))).toEqual(['/b', '/b/more']);
  });

  it('fills the rest of the budget breadth-first, in sidebar order, with categories that fit whole', () => {
    // Top level 3 + /a 4 = 7; /b (3) fits at 10; then level two: /a/deep (5) fits at 15; /b/more (6) would be 21.
    const partial = budgetSidebar(tree, '/a/p1', 15);
    expect(openCategories(partial)).toEqual(['/a', '/a/deep', '/b']);
    expect(renderedLinkCount(partial)).toBe(15);
  });

  it('skips a category that does not fit and goes on with smaller ones at the same level', () => {
    // After the top level (3) and /b (3) at 6: /a (4) fits at 10, /b/more (6) not at 16 > 14, /a/deep (5) not.
    expect(openCategories(budgetSidebar(tree, '/b/p2', 14))).toEqual(['/a', '/b']);
    // Level two in sidebar order is /a/deep (5) then /b/more (6): with 17, /a/deep fits (15), /b/more does not.
    expect(openCategories(budgetSidebar(tree, '/b/p2', 17))).toEqual(['/a', '/a/deep', '/b']);
  });

  it('never spends more than the budget beyond the way to the page', () => {
    for (let budget = 3; budget <= 30; budget++) {
      for (const path of ['/', '/a/p1', '/a/deep/deeper/p1', '/b/more/p6']) {
        const mandatory = renderedLinkCount(budgetSidebar(tree, path, 0));
        expect(renderedLinkCount(budgetSidebar(tree, path, budget))).toBeLessThanOrEqual(Math.max(budget, mandatory));
      }
    }
  });

  it('is deterministic: the same tree, page and budget give the same sidebar', () => {
    expect(JSON.stringify(budgetSidebar(tree, '/a/deep/p2', 12))).toBe(JSON.stringify(budgetSidebar(structuredClone(tree), '/a/deep/p2', 12)));
  });
});

describe('the shared sidebar tree file', () => {
  it('round-trips the whole tree', () => {
    expect(decodeSidebarTree(encodeSidebarTree(tree))).toEqual(tree);
  });

  it('writes each route as its last segment only', () => {
    expect(JSON.stringify(encodeSidebarTree(tree))).toContain('["p5","p5"]');
    expect(JSON.stringify(encodeSidebarTree(tree))).not.toContain('/a/deep');
  });

  it("round-trips a page's part of the tree, deferred categories included", () => {
    const partial = budgetSidebar(tree, '/b/more/p1', 0);
    expect(hasDeferredCategories(partial)).toBe(true);
    expect(decodeSidebarTree(encodeSidebarTree(partial))).toEqual(partial);
  });

  it('refuses an entry that is not inside its category, instead of writing a wrong route', () => {
    expect(() => encodeSidebarTree([category('/a', [link('/b/x')])])).toThrow('sidebar entry /b/x is not inside its category /a');
  });
});
