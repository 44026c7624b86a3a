import { describe, expect, it } from 'vitest';
import { checkContent } from '@/lib/content/check';
import { flattenSidebar, type SidebarItem } from '@/lib/navigation/sidebar';
import { buildVersionedSidebars } from '@/lib/navigation/version-sidebars';
import { isOtherVersionId } from '@/lib/navigation/versions';
import { siteConfig } from '@/lib/site-config';
import { contentDir, sidebarDocsFromContent } from '@/tests/unit/helpers/content';

const docs = sidebarDocsFromContent();
const { main: sidebar, byVersion } = buildVersionedSidebars(docs, siteConfig.docs.version.mainDoc);
const defaultVersionDocs = docs.filter((doc) => !isOtherVersionId(doc.id));

function nestedCategories(items: readonly SidebarItem[], depth = 0): string[] {
  return items.flatMap((item) =>
    item.type === 'category'
      ? [...(depth > 0 ? [item.href] : []), ...nestedCategories(item.items ?? [], depth + 1)]
      : [],
  );
}

describe('sidebar built from the real content', () => {
  it('reaches every doc exactly once', () => {
    const hrefs = flattenSidebar(sidebar).map((link) => link.href);
    const duplicates = hrefs.filter((href, index) => hrefs.indexOf(href) !== index);
    expect(duplicates, 'pages listed twice in the sidebar').toEqual([]);
    const unreachable = defaultVersionDocs.map((doc) => doc.path).filter((path) => !hrefs.includes(path));
    expect(unreachable, 'docs missing from the sidebar').toEqual([]);
    expect(hrefs).toHaveLength(defaultVersionDocs.length);
  });

  // Rendering every page takes a few seconds, so it happens while collecting, not inside a timed test.
  const routes = [...checkContent(contentDir).routes.keys()].sort();

  it('lists exactly the routes the content check publishes, each version in its own sidebar', () => {
    const glossa1 = byVersion.get('glossa/1.0');
    expect(glossa1, 'Glossa 1.0 has its own sidebar').toBeDefined();
    const glossa1Routes = flattenSidebar(glossa1!).map((link) => link.href).filter((href) => href.startsWith('/glossa/1.0'));
    expect(glossa1!.map((item) => item.href), 'Glossa 1.0 in Glossa\'s place among the libraries').toEqual(sidebar.map((item) => (item.href === '/glossa' ? '/glossa/1.0' : item.href)));
    expect([...flattenSidebar(sidebar).map((link) => link.href), ...glossa1Routes].sort()).toEqual(routes);
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

  it('nests craftbullet/api, glossa/api, glossa/concepts and sokol/components as categories', () => {
    expect(nestedCategories(sidebar).sort()).toEqual(['/craftbullet/api', '/glossa/api', '/glossa/concepts', '/sokol/components']);
  });
});
