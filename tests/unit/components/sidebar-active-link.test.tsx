// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { SidebarItem } from '@/lib/navigation/sidebar';

// Test files share a module cache (vitest.config.ts): the mocks below must reach modules an earlier
// file cached, and no module bound to them may outlive this file.
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());
// The document outlives this file too: a later file's queries must not find this one's sidebar.
afterAll(() => document.body.replaceChildren());

const route = vi.hoisted(() => ({ current: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => route.current, useRouter: () => ({ push() {}, prefetch() {} }) }));
// Its Next router internals load only inside Next's bundles.
vi.mock('@/components/navigation/navigate', () => ({ navigateTo: () => undefined }));

const { SidebarTree } = await import('@/components/sidebar/SidebarTree');

const items: SidebarItem[] = [
  { type: 'link', href: '/', label: 'Introduction' },
  {
    type: 'category',
    href: '/glossa',
    label: 'Glossa',
    items: [
      { type: 'link', href: '/glossa/api', label: 'API' },
      { type: 'category', href: '/glossa/concepts', label: 'Concepts', items: [{ type: 'link', href: '/glossa/concepts/icu', label: 'ICU' }] },
    ],
  },
  { type: 'link', href: '/glossary', label: 'Glossary' },
];

/** The labels of the links the sidebar marks as the current page, on the page at `path`. */
function currentLinks(path: string): string[] {
  route.current = path;
  document.body.innerHTML = renderToString(<SidebarTree items={items} treeUrl="/sidebar-tree/x.json" />);
  return [...document.querySelectorAll('a[aria-current="page"]')].map((link) => {
    expect(link.className).toBe('active');
    return link.textContent ?? '';
  });
}

describe('the active sidebar link', () => {
  it('is the link to the current route, and only that one', () => {
    expect(currentLinks('/glossa/concepts/icu')).toEqual(['ICU']);
    expect(currentLinks('/glossa/api')).toEqual(['API']);
  });

  it("is a category's own link on the category's page, not on the pages inside it", () => {
    expect(currentLinks('/glossa')).toEqual(['Glossa']);
    expect(currentLinks('/glossa/concepts')).toEqual(['Concepts']);
  });

  it('is the landing page at the root only', () => {
    expect(currentLinks('/')).toEqual(['Introduction']);
  });

  it('is not a route that only starts like the current one', () => {
    expect(currentLinks('/glossary')).toEqual(['Glossary']);
  });

  it('is none on a page the sidebar does not list', () => {
    expect(currentLinks('/nowhere')).toEqual([]);
  });
});
