import { describe, expect, it } from 'vitest';
import { basePathFrom } from '@/lib/navigation/base-path';
import { absoluteUrl, routeOfSitePath, sitePath } from '@/lib/navigation/routes';
import { rehypeBasePath } from '@/lib/markdown/rehype-base-path';
import { renderMarkdown } from '@/lib/markdown/render';

describe('BASE_PATH as written → the base path', () => {
  it('is empty at the root of a domain, whether unset, empty or a slash', () => {
    expect(basePathFrom(undefined)).toBe('');
    expect(basePathFrom('')).toBe('');
    expect(basePathFrom('/')).toBe('');
  });

  it('takes a path with or without its slashes, in Next’s form', () => {
    expect(basePathFrom('/docs')).toBe('/docs');
    expect(basePathFrom('docs/')).toBe('/docs');
    expect(basePathFrom('/mr-12/')).toBe('/mr-12');
    expect(basePathFrom('/group/project')).toBe('/group/project');
  });

  it('refuses what is no path of the site: a traversal, a space, a query, a backslash', () => {
    for (const value of ['/..', '/docs/../x', '/my docs', '/docs?x=1', '/docs\\x', '/%2e%2e']) {
      expect(() => basePathFrom(value), value).toThrow(/BASE_PATH/);
    }
  });
});

describe('sitePath: a root-absolute path of the site under the base path', () => {
  it('leaves every path as it is at the root of a domain', () => {
    expect(sitePath('/', '')).toBe('/');
    expect(sitePath('/glossa/concepts/icu', '')).toBe('/glossa/concepts/icu');
  });

  it('puts pages, files and fragments under the base path; the landing page is the base path itself', () => {
    expect(sitePath('/', '/docs')).toBe('/docs');
    expect(sitePath('/#setup', '/docs')).toBe('/docs#setup');
    expect(sitePath('/glossa#setup', '/docs')).toBe('/docs/glossa#setup');
    expect(sitePath('/_images/shot-1a2b.png', '/mr-12')).toBe('/mr-12/_images/shot-1a2b.png');
    expect(sitePath('/sidebar-tree/0123456789ab.json', '/docs')).toBe('/docs/sidebar-tree/0123456789ab.json');
  });

  it('leaves relative links, fragments and other sites alone', () => {
    for (const href of ['./api', '../glossa', '#setup', 'https://gitlab.com/phosphorous', '//cdn.example/x', 'mailto:a@b.c']) {
      expect(sitePath(href, '/docs')).toBe(href);
    }
  });

  it('routeOfSitePath gives back the route Next’s router takes', () => {
    for (const route of ['/', '/glossa', '/glossa/concepts/icu', '/glossa/1.0']) {
      expect(routeOfSitePath(sitePath(route, '/docs'), '/docs')).toBe(route);
    }
    expect(routeOfSitePath('/docs#setup', '/docs')).toBe('/#setup');
    // A path outside the base path, or one that only starts with its letters, is no route of this site.
    expect(routeOfSitePath('/docsx/glossa', '/docs')).toBe('/docsx/glossa');
    expect(routeOfSitePath('/glossa', '')).toBe('/glossa');
  });

  it('absoluteUrl names the page on the production origin under the base path', () => {
    expect(absoluteUrl('https://phosphorous.gitlab.io', '/glossa/index.html', '/docs')).toBe('https://phosphorous.gitlab.io/docs/glossa');
    expect(absoluteUrl('https://phosphorous.gitlab.io/', '/', '/mr-12')).toBe('https://phosphorous.gitlab.io/mr-12');
    expect(absoluteUrl('https://phosphorous.gitlab.io', '/', '')).toBe('https://phosphorous.gitlab.io/');
  });
});

describe('rehypeBasePath', () => {
  it('is part of the page render: at the root a route link stays the route', () => {
    const { html } = renderMarkdown('[ICU](/glossa/concepts/icu) and [setup](#setup) and [GitLab](https://gitlab.com/phosphorous)', 'glossa/x.md');
    expect(html).toContain('href="/glossa/concepts/icu"');
    expect(html).toContain('href="#setup"');
    expect(html).toContain('href="https://gitlab.com/phosphorous"');
  });

  it('puts route links under the base path and leaves relative and external links as written', () => {
    const link = (href: string) => ({ type: 'element' as const, tagName: 'a', properties: { href }, children: [] });
    const tree = { type: 'root' as const, children: ['/glossa', '/', './api', '#setup', 'https://gitlab.com/x'].map(link) };
    rehypeBasePath({ basePath: '/docs' })(tree);
    expect(tree.children.map((node) => node.properties.href)).toEqual(['/docs/glossa', '/docs', './api', '#setup', 'https://gitlab.com/x']);
  });
});
