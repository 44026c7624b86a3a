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

vi.mock('next/navigation', () => ({ usePathname: () => '/guide/install', useRouter: () => ({ push() {}, prefetch() {} }) }));
// Its Next router internals load only inside Next's bundles.
vi.mock('@/components/navigation/navigate', () => ({ navigateTo: () => undefined }));

const { SidebarTree } = await import('@/components/sidebar/SidebarTree');
const { readSidebarFromDocument } = await import('@/components/sidebar/sidebar-from-document');

const link = (href: string, label: string): SidebarItem => ({ type: 'link', href, label });
const category = (href: string, label: string, items: SidebarItem[] | null): SidebarItem => ({ type: 'category', href, label, items });

/** The page's part of the sidebar as the server writes it into the HTML, then read back as the page hydrates. */
function roundTrip(items: SidebarItem[]) {
  document.body.innerHTML = `<div class="docs-sidebar"><nav aria-label="Docs sidebar">${renderToString(<SidebarTree items={items} treeUrl="/sidebar-tree/x.json" />)}</nav></div>`;
  return readSidebarFromDocument();
}

describe('the sidebar read back from the document', () => {
  it('is the tree the server wrote: links, open and closed categories, categories left to the shared file, empty ones', () => {
    const items = [
      link('/', 'Introduction'),
      category('/guide', 'Guide', [link('/guide/install', 'Install'), category('/guide/deep', 'Deep', [link('/guide/deep/a', 'A')]), category('/guide/empty', 'Empty', [])]),
      category('/api', 'API', null),
      link('/faq', 'Q & A <tags> "quoted"'),
    ];
    expect(roundTrip(items)).toEqual(items);
  });

  it('is null on a page without the docs sidebar (the not-found page)', () => {
    document.body.innerHTML = '<div class="docs-sidebar"><nav aria-label="Docs sidebar"><ul><li><a href="/">Introduction</a></li></ul></nav></div>';
    expect(readSidebarFromDocument()).toBeNull();
  });
});
