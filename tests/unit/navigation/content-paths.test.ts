import { describe, expect, it } from 'vitest';
import { idToPath, isIndexFile, routeToSlug, sameRouteFile, sectionOf, sourcePathToId, sourcePathToRoute } from '@/lib/navigation/routes';

describe('source path → id and route', () => {
  it('drops the .md extension of an ordinary page', () => {
    expect(sourcePathToId('glossa/concepts/icu.md')).toBe('glossa/concepts/icu');
    expect(sourcePathToRoute('glossa/concepts/icu.md')).toBe('/glossa/concepts/icu');
  });

  it("gives a folder's README.md the folder's id and route", () => {
    expect(sourcePathToId('glossa/concepts/README.md')).toBe('glossa/concepts');
    expect(sourcePathToRoute('glossa/concepts/README.md')).toBe('/glossa/concepts');
    expect(sourcePathToRoute('kt-runtime/README.md')).toBe('/kt-runtime');
  });

  it('publishes the root README.md as the main doc at /', () => {
    expect(sourcePathToId('README.md')).toBe('README');
    expect(idToPath('README')).toBe('/');
    expect(sourcePathToRoute('README.md')).toBe('/');
  });

  it('treats only a file named exactly README.md as an index', () => {
    expect(sourcePathToId('sokol/NOT-README.md')).toBe('sokol/NOT-README');
    expect(isIndexFile('README.md')).toBe(true);
    expect(isIndexFile('sokol/README.md')).toBe(true);
    expect(isIndexFile('sokol/NOT-README.md')).toBe(false);
    expect(isIndexFile('sokol/api.md')).toBe(false);
  });

  it('names the other file with the same route, what /admin checks before creating a page', () => {
    for (const [file, twin] of [['content/glossa/api.md', 'content/glossa/api/README.md'], ['content/glossa/api/README.md', 'content/glossa/api.md']]) {
      expect(sameRouteFile(file!)).toBe(twin);
      expect(sourcePathToRoute(sameRouteFile(file!).slice('content/'.length))).toBe(sourcePathToRoute(file!.slice('content/'.length)));
    }
  });

  it("turns a route into the catch-all route's segments", () => {
    expect(routeToSlug('/')).toEqual([]);
    expect(routeToSlug('/glossa/api/intro')).toEqual(['glossa', 'api', 'intro']);
  });
});

describe('sectionOf', () => {
  it('is the library (first segment) for any doc inside a library', () => {
    expect(sectionOf('glossa/concepts/icu')).toBe('glossa');
    expect(sectionOf('glossa')).toBe('glossa');
    expect(sectionOf('kt-runtime')).toBe('kt-runtime');
  });

  it('is null for the landing page', () => {
    expect(sectionOf(sourcePathToId('README.md'))).toBeNull();
  });
});
