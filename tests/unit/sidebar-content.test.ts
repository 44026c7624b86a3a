import { describe, expect, it } from 'vitest';
import { checkContent } from '@/lib/content/check';
import { buildSidebar, flattenSidebar, type SidebarItem } from '@/lib/navigation/sidebar';
import { siteConfig } from '@/lib/site-config';
import { contentDir, sidebarDocsFromContent } from './helpers/content';

const docs = sidebarDocsFromContent();
const sidebar = buildSidebar(docs, siteConfig.docs.version.mainDoc);

function nestedCategories(items: readonly SidebarItem[], depth = 0): string[] {
  return items.flatMap((item) =>
    item.type === 'category'
      ? [...(depth > 0 ? [item.href] : []), ...nestedCategories(item.items, depth + 1)]
      : [],
  );
}

describe('sidebar built from the real content', () => {
  it('reaches every doc exactly once', () => {
    const hrefs = flattenSidebar(sidebar).map((link) => link.href);
    const duplicates = hrefs.filter((href, index) => hrefs.indexOf(href) !== index);
    expect(duplicates, 'pages listed twice in the sidebar').toEqual([]);
    const unreachable = docs.map((doc) => doc.path).filter((path) => !hrefs.includes(path));
    expect(unreachable, 'docs missing from the sidebar').toEqual([]);
    expect(hrefs).toHaveLength(docs.length);
  });

  // Rendering every page takes a few seconds, so it happens while collecting, not inside a timed test.
  const routes = [...checkContent(contentDir).routes.keys()].sort();

  it('lists exactly the routes the content check publishes', () => {
    expect(flattenSidebar(sidebar).map((link) => link.href).sort()).toEqual(routes);
  });

  it('starts with the landing page, then the libraries in alphabetical order', () => {
    expect(sidebar.map((item) => item.href)).toEqual([
      '/',
      '/alexandria',
      '/calibre',
      '/craftbullet',
      '/glossa',
      '/kt-runtime',
      '/sokol',
    ]);
  });

  it('shows the single-page KtRuntime as a link and the other libraries as categories', () => {
    expect(sidebar.filter((item) => item.type === 'link').map((item) => item.href)).toEqual(['/', '/kt-runtime']);
  });

  it('nests craftbullet/api, glossa/api and glossa/concepts as categories', () => {
    expect(nestedCategories(sidebar).sort()).toEqual(['/craftbullet/api', '/glossa/api', '/glossa/concepts']);
  });
});
