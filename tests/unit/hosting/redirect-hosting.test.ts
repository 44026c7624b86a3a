import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Redirect } from '@/lib/content/redirects';
import { movedLocation, movedRoutes } from '@/lib/hosting/moved-routes';
import { nginxSiteConfig } from '@/lib/hosting/nginx-config';
import { pagesLayout } from '@/lib/hosting/pages-layout';
import { resolvePages } from '@/tests/helpers/pages-resolver';
import { readRedirects, writeRedirects } from '@/lib/pipeline/export/redirect-pages';
import { routeOfFile, type SitePage } from '@/lib/pipeline/export/site-pages';
import { segmentPayloadFile } from '@/lib/next-internals';

const moves: Redirect[] = [
  { from: '/glossa/old-api', to: '/glossa/api', title: 'API' },
  { from: '/old/deep/path', to: '/glossa', title: 'Glossa & <co>' },
];

describe('nginx, for a moved page', () => {
  const page = (file: string): SitePage => ({ file, route: routeOfFile(file), scriptHashes: [], policy: 'P' });
  const config = nginxSiteConfig(['/404.html', '/index.html', '/glossa.html', '/glossa/api.html', '/glossa/old-api.html'].map(page), moves);
  const block = (match: string) => {
    const start = config.indexOf(`location ${match} {`);
    return start === -1 ? null : config.slice(start, config.indexOf('\n}', start));
  };

  it('answers the old route and its /old/ and /old.html forms with one 301 to the new route, query string kept', () => {
    for (const url of ['/glossa/old-api', '/glossa/old-api/', '/glossa/old-api.html']) {
      expect(block(`= ${url}`), url).toContain('return 301 /glossa/api$is_args$args;');
      expect(block(`= ${url}`), url).toContain('add_header X-Content-Type-Options');
    }
    expect(block('= /old/deep/path')).toContain('return 301 /glossa$is_args$args;');
  });

  it('never serves the old route’s page for other hosts', () => {
    expect(config).not.toContain('try_files /glossa/old-api.html');
    expect(block('= /glossa/api')).toContain('try_files /glossa/api.html =404;');
  });
});

describe('npm run serve, for a moved page', () => {
  const moved = movedRoutes(moves);

  it.each([
    ['/glossa/old-api', '/glossa/api'],
    ['/glossa/old-api/', '/glossa/api'],
    ['/glossa/old-api.html?tab=maven&x=1', '/glossa/api?tab=maven&x=1'],
    ['/old/deep/path?', '/glossa?'],
  ])('sends %s to %s', (url, location) => {
    expect(movedLocation(moved, url)).toBe(location);
  });

  it('leaves every other URL to the clean-URL rules and the files', () => {
    for (const url of ['/glossa/api', '/glossa/old-api/more', '/glossa/old', '/old/deep']) expect(movedLocation(moved, url)).toBeNull();
  });
});

describe('the GitLab Pages copy, for a moved page', () => {
  const files = ['/index.html', '/404.html', '/glossa.html', '/glossa/api.html', '/glossa/old-api.html', '/glossa/old-api.html.br', '/old/deep/path.html', segmentPayloadFile('/glossa', 'tree')];
  const layout = pagesLayout(files, moves);
  const published = { files: new Set(layout.published.values()), rules: layout.rules };

  it.each([
    ['/glossa/old-api', '/glossa/api'],
    ['/glossa/old-api/', '/glossa/api'],
    ['/glossa/old-api.html', '/glossa/api'],
    ['/old/deep/path', '/glossa'],
  ])('answers %s with a 301 to %s, as the Pages resolver reads the _redirects build:pages writes', (path, location) => {
    expect(resolvePages(published, path)).toEqual({ status: 301, location });
  });

  it('leaves out the old routes’ pages (Pages serves a file before any rule) and still serves the pages', () => {
    expect(files.filter((file) => !layout.published.has(file))).toEqual(['/glossa/old-api.html', '/glossa/old-api.html.br', '/old/deep/path.html']);
    expect(resolvePages(published, '/glossa/api')).toEqual({ status: 200, file: '/_routes/glossa~api.html' });
    expect(resolvePages(published, '/glossa')).toEqual({ status: 200, file: '/glossa.html' });
  });
});

describe('the pages the build writes at old routes for other static hosts', () => {
  const dir = mkdtempSync(join(tmpdir(), 'redirect-pages-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  writeRedirects(dir, moves);

  it('send the reader on at once and tell search engines where the page lives now', () => {
    const html = readFileSync(join(dir, 'glossa/old-api.html'), 'utf8');
    expect(html).toContain('<link rel="canonical" href="https://phosphorous.gitlab.io/glossa/api">');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/glossa/api">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<a href="/glossa/api">API</a>');
    // Pagefind indexes only pages marked as a body: this one must never be found.
    expect(html).not.toContain('data-pagefind');
    expect(readFileSync(join(dir, 'old/deep/path.html'), 'utf8')).toContain('<title>Moved: Glossa &#38; &#60;co&#62;</title>');
  });

  it('are listed for the servers, and never replace a file of the export', () => {
    expect(readRedirects(dir)).toEqual(moves);
    const other = mkdtempSync(join(tmpdir(), 'redirect-pages-'));
    mkdirSync(join(other, 'glossa'));
    writeFileSync(join(other, 'glossa/old-api.html'), 'a page');
    expect(() => writeRedirects(other, moves)).toThrow(/already has \/glossa\/old-api\.html/);
    expect(readFileSync(join(other, 'glossa/old-api.html'), 'utf8')).toBe('a page');
    expect(existsSync(join(other, '_hosting'))).toBe(false);
    rmSync(other, { recursive: true, force: true });
  });
});
