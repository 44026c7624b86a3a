import { describe, expect, it } from 'vitest';
import { segmentPayloadFile } from '@/lib/next-internals';
import type { Redirect } from '@/lib/content/redirects';
import { urlInsideBasePath } from '@/lib/hosting/base-path-mount';
import { nginxSiteConfig } from '@/lib/hosting/nginx-config';
import { pagesLayout } from '@/lib/hosting/pages-layout';
import { resolvePages } from '@/tests/helpers/pages-resolver';
import { routeOfFile, type SitePage } from '@/lib/pipeline/export/site-pages';

/** Where the Pages copy keeps a file of a folder named like a page: in `_routes/`, its folders joined by `~`. */
const flattened = (file: string) => `/_routes/${file.slice(1).replaceAll('/', '~')}`;

// The hosting rules of a site built with BASE_PATH=/docs (nginx, serve) or /mr-12 (a Pages parallel deployment).
const moves: Redirect[] = [{ from: '/glossa/old-api', to: '/glossa/api', title: 'API' }];

describe('nginx, for a site built for /docs', () => {
  const page = (file: string): SitePage => ({ file, route: routeOfFile(file), scriptHashes: [], policy: `P${file}` });
  const config = nginxSiteConfig(['/404.html', '/admin.html', '/index.html', '/glossa.html', '/glossa/api.html', '/glossa/old-api.html'].map(page), moves, '/docs');
  const block = (match: string) => {
    const start = config.indexOf(`location ${match} {`);
    expect(start, match).toBeGreaterThan(-1);
    return config.slice(start, config.indexOf('\n}', start));
  };
  const locations = [...config.matchAll(/^location (.+) \{$/gm)].map(([, match]) => match!);
  const regexLocations = [...config.matchAll(/^location ~ "?(.+?)"? \{\n([\s\S]*?)\n\}/gm)].map(([, pattern, body]) => ({
    regex: new RegExp(pattern!.replaceAll('\\\\', '\\')),
    body: body!,
  }));
  const redirectOf = (path: string) => {
    const match = regexLocations.find(({ regex }) => regex.test(path));
    return match && /return 301/.test(match.body) ? match.regex.exec(path)!.groups?.clean : undefined;
  };

  it('serves each page under /docs from its file in the export folder /docs of the server root', () => {
    expect(block('= /docs')).toContain('try_files /docs/index.html =404;');
    expect(block('= /docs/glossa/api')).toContain('try_files /docs/glossa/api.html =404;');
    expect(block('= /docs/glossa/api')).toContain('"P/glossa/api.html"');
    expect(config).toContain('error_page 404 /docs/404.html;');
    expect(block('= /docs/404.html')).toContain('internal;');
  });

  it('keeps every exact and prefix location under /docs: nothing of the site answers outside it', () => {
    const outside = locations.filter((match) => /^(=|\^~) /.test(match) && !/^(=|\^~) \/docs(\/|$)/.test(match));
    expect(outside).toEqual([]);
    for (const path of ['/docs/_next/static/chunks/a.js', '/docs/_images/a-0123456789abcdef.png', '/docs/sidebar-tree/0123456789ab.json']) {
      expect(regexLocations.find(({ regex }) => regex.test(path))?.body, path).toContain('immutable');
    }
    expect(regexLocations.find(({ regex }) => regex.test('/docs/_hosting/nginx.conf'))?.body).toContain('return 404;');
    expect(block('^~ /docs/cms/')).toContain('X-Robots-Tag');
  });

  it('redirects to clean URLs and moved pages under /docs, keeping the query', () => {
    expect(block('= /docs/index.html')).toContain('return 301 /docs$is_args$args;');
    expect(redirectOf('/docs/')).toBe('/docs');
    expect(redirectOf('/docs/glossa.html')).toBe('/docs/glossa');
    expect(redirectOf('/docs/glossa/api/')).toBe('/docs/glossa/api');
    expect(block('= /docs/glossa/old-api')).toContain('return 301 /docs/glossa/api$is_args$args;');
    expect(config).not.toContain('try_files /docs/glossa/old-api.html');
  });
});

describe('npm run serve, for a site built for /docs', () => {
  it.each([
    ['/docs', '/'],
    ['/docs?q=1', '/?q=1'],
    ['/docs/', '/'],
    ['/docs/glossa/api?tab=maven', '/glossa/api?tab=maven'],
    ['/docs/_next/static/chunks/a.js', '/_next/static/chunks/a.js'],
  ])('serves %s as the export’s %s', (url, inside) => {
    expect(urlInsideBasePath(url, '/docs')).toBe(inside);
  });

  it('answers nothing of the site outside /docs, nor under a path that only starts with its letters', () => {
    for (const url of ['/', '/glossa', '/docsx/glossa', '/doc']) expect(urlInsideBasePath(url, '/docs'), url).toBeNull();
  });

  it('serves every path as it is for a site built for the root', () => {
    expect(urlInsideBasePath('/glossa?x', '')).toBe('/glossa?x');
  });
});

describe('the GitLab Pages copy of a parallel deployment under /mr-12', () => {
  const payload = segmentPayloadFile;
  const files = ['/index.html', '/404.html', payload('/', 'root-layout'), '/glossa.html', payload('/glossa', 'tree'), '/glossa/api.html', payload('/glossa/api', 'tree'), payload('/glossa/api', 'root-layout'), '/glossa/old-api.html', '/_next/static/a.js'];
  const layout = pagesLayout(files, moves, '/mr-12');
  // Pages serves the published folder under the prefix, and reads the rules against the whole path.
  const published = { files: new Set([...layout.published.values()].map((file) => `/mr-12${file}`)), rules: layout.rules };

  it('answers the deployment’s root as Pages answers any site folder: /mr-12 goes to /mr-12/, its index.html', () => {
    // The boot script then shows the clean form, /mr-12, which Next's router takes as the landing page.
    expect(resolvePages(published, '/mr-12')).toEqual({ status: 302, location: '/mr-12/' });
    expect(resolvePages(published, '/mr-12/')).toEqual({ status: 200, file: '/mr-12/index.html' });
  });

  it.each([
    ['/mr-12/glossa', '/mr-12/glossa.html'],
    ['/mr-12/glossa/api', '/mr-12/_routes/glossa~api.html'],
    [`/mr-12${payload('/glossa', 'tree')}`, `/mr-12${flattened(payload('/glossa', 'tree'))}`],
    [`/mr-12${payload('/glossa/api', 'root-layout')}`, `/mr-12${flattened(payload('/glossa/api', 'root-layout'))}`],
    ['/mr-12/_next/static/a.js', '/mr-12/_next/static/a.js'],
  ])('serves %s with 200 and no redirect', (path, file) => {
    expect(resolvePages(published, path)).toEqual({ status: 200, file });
  });

  it('sends a moved page’s old URL to its new one under the prefix', () => {
    expect(resolvePages(published, '/mr-12/glossa/old-api')).toEqual({ status: 301, location: '/mr-12/glossa/api' });
  });

  it('writes every rule under the prefix', () => {
    expect(layout.rules.length).toBeGreaterThan(0);
    for (const rule of layout.rules) expect(rule, rule).toMatch(/^\/mr-12\/\S* \/mr-12\/\S* (200|301)$/);
  });
});
