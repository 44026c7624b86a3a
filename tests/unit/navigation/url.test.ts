import { describe, expect, it } from 'vitest';
import { absoluteUrl, normalizePath } from '@/lib/navigation/routes';

describe('normalizePath', () => {
  it.each([
    ['/glossa.html', '/glossa'],
    ['/glossa/index.html', '/glossa'],
    ['/index.html', '/'],
    ['/glossa/', '/glossa'],
    ['/', '/'],
    ['/glossa', '/glossa'],
    ['/glossa/concepts/icu.html', '/glossa/concepts/icu'],
    ['/glossa/concepts/index.html', '/glossa/concepts'],
    ['/glossa/concepts/', '/glossa/concepts'],
    ['/glossa//api//', '/glossa/api'],
    ['/glossa/index.html/', '/glossa'],
    ['/glossa/icu.html/', '/glossa/icu'],
    ['/Glossa/INDEX.HTML', '/Glossa'],
  ])('%s → %s', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });

  it('leaves other extensions alone', () => {
    expect(normalizePath('/sitemap.xml')).toBe('/sitemap.xml');
  });

  it('works on its own, since the boot script inlines its source', () => {
    const inlined = new Function(`return ${normalizePath.toString()}`)() as typeof normalizePath;
    expect(inlined('/glossa/index.html')).toBe('/glossa');
  });
});

describe('absoluteUrl', () => {
  it('joins the origin and the clean path', () => {
    expect(absoluteUrl('https://phosphorous.gitlab.io', '/glossa/concepts/icu')).toBe(
      'https://phosphorous.gitlab.io/glossa/concepts/icu',
    );
  });

  it('does not double the slash when the origin ends with one', () => {
    expect(absoluteUrl('https://phosphorous.gitlab.io/', '/glossa')).toBe('https://phosphorous.gitlab.io/glossa');
  });

  it('cleans the path the same way the site does', () => {
    expect(absoluteUrl('https://phosphorous.gitlab.io', '/glossa/index.html')).toBe('https://phosphorous.gitlab.io/glossa');
    expect(absoluteUrl('https://phosphorous.gitlab.io', '/')).toBe('https://phosphorous.gitlab.io/');
  });
});
