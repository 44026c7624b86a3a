import { describe, expect, it } from 'vitest';
import { buildSidebar, categoryTrail, flattenSidebar, paginationFor, type SidebarDoc } from '@/lib/navigation/sidebar';

const doc = (id: string, title: string, extra: Partial<SidebarDoc> = {}): SidebarDoc => ({
  id,
  path: id === 'README' ? '/' : `/${id}`,
  title,
  isIndex: false,
  ...extra,
});

// Listed out of order on purpose: the sidebar must not depend on file order.
const docs: SidebarDoc[] = [
  doc('zeta', 'Zeta', { isIndex: true }),
  doc('alpha/faq', 'FAQ'),
  doc('alpha/api/intro', 'Getting started', { sidebarLabel: 'Intro' }),
  doc('alpha/guide', 'Guide', { sidebarPosition: 2 }),
  doc('alpha', 'Alpha', { isIndex: true }),
  doc('beta/usage', 'Usage'),
  doc('alpha/empty', 'Empty folder', { isIndex: true }),
  doc('README', 'Welcome', { sidebarLabel: 'Introduction', isIndex: true }),
  doc('alpha/api', 'Alpha API', { sidebarLabel: 'API', sidebarPosition: 1, isIndex: true }),
  doc('beta', 'Beta', { isIndex: true, sidebarPosition: 1 }),
];

const sidebar = buildSidebar(docs, 'README');

describe('buildSidebar', () => {
  it('builds the expected tree', () => {
    expect(sidebar).toEqual([
      { type: 'link', label: 'Introduction', href: '/' },
      {
        type: 'category',
        label: 'Beta',
        href: '/beta',
        items: [{ type: 'link', label: 'Usage', href: '/beta/usage' }],
      },
      {
        type: 'category',
        label: 'Alpha',
        href: '/alpha',
        items: [
          { type: 'category', label: 'API', href: '/alpha/api', items: [{ type: 'link', label: 'Intro', href: '/alpha/api/intro' }] },
          { type: 'link', label: 'Guide', href: '/alpha/guide' },
          { type: 'link', label: 'Empty folder', href: '/alpha/empty' },
          { type: 'link', label: 'FAQ', href: '/alpha/faq' },
        ],
      },
      { type: 'link', label: 'Zeta', href: '/zeta' },
    ]);
  });

  it('lists the landing page first', () => {
    expect(sidebar[0]).toEqual({ type: 'link', label: 'Introduction', href: '/' });
  });

  it('orders by sidebar_position first, then by title, pages without a position last', () => {
    expect(sidebar.map((item) => item.label)).toEqual(['Introduction', 'Beta', 'Alpha', 'Zeta']);
  });

  it('sorts titles the way a reader expects, ignoring letter case', () => {
    const items = buildSidebar([doc('README', 'Home', { isIndex: true }), doc('Zed', 'Zed'), doc('apple', 'apple')], 'README');
    expect(items.map((item) => item.label)).toEqual(['Home', 'apple', 'Zed']);
  });

  it('makes a category only of a folder that has pages besides its README', () => {
    const alpha = sidebar[2];
    expect(alpha?.type).toBe('category');
    const empty = alpha?.type === 'category' ? alpha.items?.find((item) => item.href === '/alpha/empty') : undefined;
    expect(empty?.type).toBe('link');
  });

  it('shows a single-page library as a plain link', () => {
    expect(sidebar.at(-1)).toEqual({ type: 'link', label: 'Zeta', href: '/zeta' });
  });

  it('uses sidebar_label when given and the title otherwise', () => {
    const labels = flattenSidebar(sidebar).map((link) => link.label);
    expect(labels).toContain('Intro');
    expect(labels).not.toContain('Getting started');
    expect(labels).toContain('Guide');
  });
});

describe('flattenSidebar', () => {
  it("lists every page in reading order, a category's own page before its items", () => {
    expect(flattenSidebar(sidebar).map((link) => link.href)).toEqual([
      '/',
      '/beta',
      '/beta/usage',
      '/alpha',
      '/alpha/api',
      '/alpha/api/intro',
      '/alpha/guide',
      '/alpha/empty',
      '/alpha/faq',
      '/zeta',
    ]);
  });

  it('lists every input doc exactly once', () => {
    const hrefs = flattenSidebar(sidebar).map((link) => link.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect([...hrefs].sort()).toEqual(docs.map((d) => d.path).sort());
  });
});

describe('categoryTrail', () => {
  const trail = (path: string) => categoryTrail(sidebar, path).map((category) => category.label);

  it('lists the categories leading to a nested page, outermost first', () => {
    expect(trail('/alpha/api/intro')).toEqual(['Alpha', 'API']);
    expect(trail('/alpha/guide')).toEqual(['Alpha']);
  });

  it("excludes the category whose own page it is", () => {
    expect(trail('/alpha/api')).toEqual(['Alpha']);
    expect(trail('/alpha')).toEqual([]);
  });

  it('is empty for top-level links and unknown paths', () => {
    expect(trail('/')).toEqual([]);
    expect(trail('/zeta')).toEqual([]);
    expect(trail('/nowhere')).toEqual([]);
  });
});

describe('paginationFor', () => {
  const hrefs = (path: string) => {
    const { previous, next } = paginationFor(sidebar, path);
    return [previous?.href ?? null, next?.href ?? null];
  };

  it('has no previous page on the landing page', () => {
    expect(hrefs('/')).toEqual([null, '/beta']);
  });

  it('steps into and out of categories in sidebar order', () => {
    expect(hrefs('/alpha')).toEqual(['/beta/usage', '/alpha/api']);
    expect(hrefs('/alpha/api/intro')).toEqual(['/alpha/api', '/alpha/guide']);
  });

  it('names the library of a page in another one, unless the link is to that library itself', () => {
    expect(paginationFor(sidebar, '/alpha/faq')).toEqual({
      previous: { type: 'link', label: 'Empty folder', href: '/alpha/empty', section: null },
      next: { type: 'link', label: 'Zeta', href: '/zeta', section: null },
    });
    expect(paginationFor(sidebar, '/alpha').previous).toEqual({ type: 'link', label: 'Usage', href: '/beta/usage', section: 'Beta' });
    expect(paginationFor(sidebar, '/beta/usage').next).toEqual({ type: 'link', label: 'Alpha', href: '/alpha', section: null });
  });

  it('has no next page on the last page', () => {
    expect(hrefs('/zeta')).toEqual(['/alpha/faq', null]);
  });

  it('has neither for a page outside the sidebar', () => {
    expect(paginationFor(sidebar, '/nowhere')).toEqual({ previous: null, next: null });
  });

  it('carries the sidebar label to show on the button', () => {
    expect(paginationFor(sidebar, '/alpha/api').next).toEqual({ type: 'link', label: 'Intro', href: '/alpha/api/intro', section: null });
  });
});
