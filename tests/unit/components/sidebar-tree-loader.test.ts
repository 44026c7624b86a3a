import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSidebarTree } from '@/components/sidebar/sidebar-tree-loader';
import type { SidebarItem } from '@/lib/navigation/sidebar';
import { encodeSidebarTree } from '@/lib/navigation/sidebar-tree-file';

const tree: SidebarItem[] = [
  { type: 'link', href: '/', label: 'Introduction' },
  { type: 'category', href: '/guide', label: 'Guide', items: [{ type: 'link', href: '/guide/install', label: 'Install' }] },
];

/** Answers every fetch with `body` as JSON, counting the requests. */
function serve(body: unknown) {
  const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify(body))));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('the shared sidebar tree, loaded in the browser', () => {
  it('is the whole tree, fetched once for every expansion of the visit', async () => {
    const fetch = serve(encodeSidebarTree(tree));
    expect(await loadSidebarTree('/sidebar-tree/whole.json')).toEqual(tree);
    expect(await loadSidebarTree('/sidebar-tree/whole.json')).toEqual(tree);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("is refused when it leaves out a category's items, instead of opening the category empty", async () => {
    serve(encodeSidebarTree([{ type: 'category', href: '/guide', label: 'Guide', items: null }]));
    await expect(loadSidebarTree('/sidebar-tree/partial.json')).rejects.toThrow("/sidebar-tree/partial.json leaves out some category's items");
  });
});
