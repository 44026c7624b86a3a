import { describe, expect, it } from 'vitest';
import { idToPath, sourcePathToId, sourcePathToRoute } from '@/lib/navigation/routes';
import { buildSidebar, categoryTrail, flattenSidebar, paginationFor, type SidebarDoc } from '@/lib/navigation/sidebar';
import { buildVersionedSidebars } from '@/lib/navigation/version-sidebars';
import { counterpartId, isOtherVersionId, isVersionFolder, libraryVersions, preferredVersionKey, versionOfId } from '@/lib/navigation/versions';
import { routeNames } from '@/lib/content/rules/route-names';

const page = (id: string, title: string, extra: Partial<SidebarDoc> = {}): SidebarDoc => ({
  id,
  path: idToPath(id),
  title,
  isIndex: false,
  ...extra,
});

// The fixture site's shape: beta has a default version (1.4) and 2.0 in beta/2.0/.
const docs: SidebarDoc[] = [
  page('README', 'Home', { isIndex: true }),
  page('alpha', 'Alpha', { isIndex: true, sidebarPosition: 1 }),
  page('alpha/install', 'Install'),
  page('beta', 'Beta', { isIndex: true, sidebarPosition: 2 }),
  page('beta/usage', 'Using Beta', { sidebarPosition: 1 }),
  page('beta/api', 'API', { isIndex: true, sidebarPosition: 2 }),
  page('beta/2.0', 'Beta 2.0', { isIndex: true, sidebarPosition: 9 }),
  page('beta/2.0/usage', 'Using Beta 2.0', { sidebarPosition: 1 }),
  page('beta/2.0/migrating', 'Migrating', { sidebarPosition: 2 }),
  page('gamma', 'Gamma', { isIndex: true, sidebarPosition: 3 }),
];

describe('the version model', () => {
  it('lists a versioned library’s versions from the site config, the default first, each with its folder and route prefix', () => {
    expect(libraryVersions('beta').map(({ id, label, status, folder, routePrefix }) => ({ id, label, status, folder, routePrefix }))).toEqual([
      { id: '1.4', label: '1.4', status: 'default', folder: 'beta', routePrefix: '/beta' },
      { id: '2.0', label: '2.0', status: 'newer', folder: 'beta/2.0', routePrefix: '/beta/2.0' },
    ]);
    expect(libraryVersions('glossa').map((version) => version.routePrefix)).toEqual(['/glossa', '/glossa/1.0']);
  });

  it('gives a library with one version no versions, no preference key and no version on its pages', () => {
    expect(libraryVersions('alpha')).toEqual([]);
    expect(preferredVersionKey('alpha')).toBeNull();
    expect(versionOfId('alpha/install')).toBeNull();
    expect(versionOfId('README')).toBeNull();
    // A name an object has by inheritance is no library.
    expect(libraryVersions('constructor')).toEqual([]);
  });

  it('stores the preferred version under one key per library, after the spec’s docs-version key scheme', () => {
    expect(preferredVersionKey('glossa')).toBe('docs-preferred-version-glossa');
    expect(preferredVersionKey('beta')).toBe('docs-preferred-version-beta');
  });
});

describe('routes and ids know their version', () => {
  it('puts a version folder’s pages under the version’s route prefix', () => {
    expect(sourcePathToId('glossa/1.0/README.md')).toBe('glossa/1.0');
    expect(sourcePathToRoute('glossa/1.0/concepts/icu.md')).toBe('/glossa/1.0/concepts/icu');
    expect(sourcePathToRoute('glossa/concepts/icu.md')).toBe('/glossa/concepts/icu');
  });

  it('tells the version of a page from its id', () => {
    expect(versionOfId('glossa/1.0/concepts/icu')?.label).toBe('1.0');
    expect(versionOfId('glossa/1.0')?.label).toBe('1.0');
    expect(versionOfId('glossa/concepts/icu')?.status).toBe('default');
    expect(versionOfId('glossa')?.label).toBe('0.6.0');
    expect(isOtherVersionId('glossa/1.0/api')).toBe(true);
    expect(isOtherVersionId('glossa/api')).toBe(false);
    // A folder that merely looks like a version is an ordinary page of the default version.
    expect(versionOfId('glossa/2.0/api')?.status).toBe('default');
  });

  it('maps a page to the same page in another version, start pages included', () => {
    const [defaultVersion, newer] = libraryVersions('glossa');
    expect(counterpartId('glossa/concepts/icu', newer!)).toBe('glossa/1.0/concepts/icu');
    expect(counterpartId('glossa/1.0/concepts/icu', defaultVersion!)).toBe('glossa/concepts/icu');
    expect(counterpartId('glossa', newer!)).toBe('glossa/1.0');
    expect(counterpartId('glossa/1.0', defaultVersion!)).toBe('glossa');
  });

  it('accepts a declared version folder as a route segment, and only there', () => {
    expect(isVersionFolder('glossa', '1.0')).toBe(true);
    expect(isVersionFolder('glossa', '0.6.0')).toBe(false);
    expect(routeNames.check('glossa/1.0/concepts/icu.md')).toBeNull();
    expect(routeNames.check('glossa/1.1/README.md')?.message).toContain('"1.1"');
    expect(routeNames.check('alpha/1.0/README.md')?.message).toContain('"1.0"');
    expect(routeNames.check('glossa/concepts/1.0/README.md')?.message).toContain('"1.0"');
  });
});

describe('one sidebar per version', () => {
  const { main, byVersion } = buildVersionedSidebars(docs, 'README');

  it('leaves the other version’s pages out of the main sidebar', () => {
    const hrefs = flattenSidebar(main).map((link) => link.href);
    expect(hrefs).toEqual(['/', '/alpha', '/alpha/install', '/beta', '/beta/usage', '/beta/api', '/gamma']);
  });

  it('gives the version its own tree in the library’s place, the other libraries unchanged', () => {
    const tree = byVersion.get('beta/2.0')!;
    expect(flattenSidebar(tree).map((link) => link.href)).toEqual(['/', '/alpha', '/alpha/install', '/beta/2.0', '/beta/2.0/usage', '/beta/2.0/migrating', '/gamma']);
    expect(categoryTrail(tree, '/beta/2.0/usage').map((category) => category.href)).toEqual(['/beta/2.0']);
  });

  it('keeps previous and next inside the version', () => {
    const tree = byVersion.get('beta/2.0')!;
    expect(paginationFor(tree, '/beta/2.0/usage')).toMatchObject({ previous: { href: '/beta/2.0' }, next: { href: '/beta/2.0/migrating' } });
    expect(paginationFor(main, '/beta/usage')).toMatchObject({ previous: { href: '/beta' }, next: { href: '/beta/api' } });
  });

  it('builds exactly today’s sidebar for a site whose libraries have one version each', () => {
    const single = docs.filter((doc) => !doc.id.startsWith('beta/2.0'));
    const versioned = buildVersionedSidebars(single, 'README');
    expect(versioned.main).toEqual(buildSidebar(single, 'README'));
    expect(versioned.byVersion.size).toBe(0);
  });
});
