import { describe, expect, it } from 'vitest';
import { matchPath } from '@/lib/navigation/routes';

// Expected results follow react-router v5's matchPath (path-to-regexp 1.x with end = exact).

describe('matchPath: exact', () => {
  it('matches the same path and reports it as exact', () => {
    expect(matchPath('/glossa', '/glossa', { exact: true })).toEqual({
      path: '/glossa',
      url: '/glossa',
      isExact: true,
      params: {},
    });
  });

  it('rejects a deeper path', () => {
    expect(matchPath('/glossa/api', '/glossa', { exact: true })).toBeNull();
  });

  it('matches the root only at the root', () => {
    expect(matchPath('/', '/', { exact: true })?.url).toBe('/');
    expect(matchPath('/glossa', '/', { exact: true })).toBeNull();
  });
});

describe('matchPath: prefix (not exact)', () => {
  it('matches a deeper path, with the matched part as url', () => {
    expect(matchPath('/glossa/api/intro', '/glossa')).toEqual({
      path: '/glossa',
      url: '/glossa',
      isExact: false,
      params: {},
    });
  });

  it('only matches whole segments', () => {
    expect(matchPath('/glossary', '/glossa')).toBeNull();
  });

  it('lets "/" match every page, with url "/"', () => {
    expect(matchPath('/sokol/api', '/')).toMatchObject({ url: '/', isExact: false });
  });

  it('ignores letter case, like react-router without `sensitive`', () => {
    expect(matchPath('/Glossa/API', '/glossa/api', { exact: true })).not.toBeNull();
  });
});

describe('matchPath: trailing slash', () => {
  it('is insignificant without strict', () => {
    expect(matchPath('/glossa/', '/glossa', { exact: true })).toMatchObject({ url: '/glossa/', isExact: true });
    expect(matchPath('/glossa', '/glossa/', { exact: true })).toMatchObject({ url: '/glossa', isExact: true });
  });

  it('is significant with strict', () => {
    expect(matchPath('/glossa/', '/glossa', { exact: true, strict: true })).toBeNull();
    expect(matchPath('/glossa', '/glossa/', { exact: true, strict: true })).toBeNull();
    expect(matchPath('/glossa/', '/glossa/', { exact: true, strict: true })).toMatchObject({ isExact: true });
  });

  it('in strict prefix mode, a pattern ending in "/" needs the slash and matches what follows', () => {
    expect(matchPath('/glossa', '/glossa/', { strict: true })).toBeNull();
    expect(matchPath('/glossa/api', '/glossa/', { strict: true })).toMatchObject({ url: '/glossa/', isExact: false });
  });

  it('in strict prefix mode, a pattern without "/" still matches a path with one, but not exactly', () => {
    expect(matchPath('/glossa/', '/glossa', { strict: true })).toMatchObject({ url: '/glossa', isExact: false });
  });
});

describe('matchPath: params', () => {
  it('captures a named segment', () => {
    expect(matchPath('/glossa/api', '/glossa/:page')).toEqual({
      path: '/glossa/:page',
      url: '/glossa/api',
      isExact: true,
      params: { page: 'api' },
    });
  });

  it('captures one segment only, and the rest is left to prefix matching', () => {
    expect(matchPath('/glossa/api/intro', '/glossa/:page')).toMatchObject({
      url: '/glossa/api',
      isExact: false,
      params: { page: 'api' },
    });
    expect(matchPath('/glossa/api/intro', '/glossa/:page', { exact: true })).toBeNull();
  });

  it('captures several params', () => {
    expect(matchPath('/glossa/api/intro', '/:library/:section/:page')?.params).toEqual({
      library: 'glossa',
      section: 'api',
      page: 'intro',
    });
  });

  it('needs a value for a required param', () => {
    expect(matchPath('/glossa', '/glossa/:page')).toBeNull();
    expect(matchPath('/glossa/', '/glossa/:page')).toBeNull();
  });
});

describe('matchPath: no match', () => {
  it('returns null for an unrelated path', () => {
    expect(matchPath('/sokol', '/glossa')).toBeNull();
    expect(matchPath('/', '/glossa')).toBeNull();
  });

  it('treats regular-expression characters in the pattern literally', () => {
    expect(matchPath('/a.b', '/a.b', { exact: true })).not.toBeNull();
    expect(matchPath('/axb', '/a.b', { exact: true })).toBeNull();
  });
});
