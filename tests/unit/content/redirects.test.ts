import { describe, expect, it } from 'vitest';
import { oldRoutesOf, readOldRoute } from '@/lib/content/redirects';

describe('an old route in redirect_from', () => {
  it('is read in its clean form, whatever slash, .html, query or fragment the writer pasted', () => {
    for (const written of ['/glossa/old-name', 'glossa/old-name', '/glossa/old-name/', '/glossa/old-name.html', '/glossa/old-name/index.html', ' /glossa/old-name?lang=en#top ']) {
      expect(readOldRoute(written)).toEqual({ route: '/glossa/old-name' });
    }
  });

  it('is refused when the hosts could not match it or put it in a Location safely', () => {
    for (const written of ['https://docs.invalid/x', '//docs.invalid/x', '/', '', '/a b', '/a\\b', '/../etc', '/a/./b', '/x\r\nSet-Cookie: y', '/a;b', '/a{b}']) {
      expect(readOldRoute(written)).toHaveProperty('problem');
    }
  });

  it('lists each route once, leaving out what is not a text or not a route', () => {
    expect(oldRoutesOf(['/a', 'a/', 3, '/b c', '/b'])).toEqual([
      { route: '/a', written: '/a' },
      { route: '/b', written: '/b' },
    ]);
    expect(oldRoutesOf('/a')).toEqual([]);
  });
});
