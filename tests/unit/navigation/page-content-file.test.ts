import { describe, expect, it } from 'vitest';
import { readPageContentFile, writePageContentFile } from '@/lib/navigation/page-content-file';
import type { SidebarItem } from '@/lib/navigation/sidebar';

describe("a page's content file", () => {
  it('gives back the sidebar and a body of many lines as they were written', () => {
    const sidebar: SidebarItem[] = [
      { type: 'link', href: '/', label: 'Introduction' },
      { type: 'category', href: '/guide', label: 'Line\nbreak', items: [{ type: 'link', href: '/guide/install', label: 'Install' }] },
      { type: 'category', href: '/api', label: 'API', items: null },
    ];
    const body = '<h2 id="a">A</h2>\n<pre><code>one\ntwo\n</code></pre>\n';
    expect(readPageContentFile(writePageContentFile({ sidebar, body }))).toEqual({ sidebar, body });
  });

  it('is refused without its sidebar line', () => {
    expect(() => readPageContentFile('<p>body only</p>')).toThrow('starts with its sidebar on a line of its own');
  });
});
