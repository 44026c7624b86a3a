import { describe, expect, it } from 'vitest';
import { segmentPayloadFile } from '@/lib/next-internals';
import { pagesLayout } from '@/lib/hosting/pages-layout';
import { resolvePages } from '@/tests/helpers/pages-resolver';

/** Where the Pages copy keeps a file of a folder named like a page: in `_routes/`, its folders joined by `~`. */
const flattened = (file: string) => `/_routes/${file.slice(1).replaceAll('/', '~')}`;

describe('the GitLab Pages resolver', () => {
  // The example tree and table of the GitLab docs, "Resolving ambiguous URLs".
  const docs = { files: new Set(['/index.html', '/data.html', '/info.html', '/data/index.html', '/info/details.html', '/other/index.html']), rules: [] };

  it.each([
    ['/', 200, '/index.html'],
    ['/index.html', 200, '/index.html'],
    ['/index', 200, '/index.html'],
    ['/data', 302, '/data/'],
    ['/data/', 200, '/data/index.html'],
    ['/data.html', 200, '/data.html'],
    ['/info', 302, '/info/'],
    ['/info/', 404, null],
    ['/info.html', 200, '/info.html'],
    ['/info/details', 200, '/info/details.html'],
    ['/info/details.html', 200, '/info/details.html'],
    ['/other', 302, '/other/'],
    ['/other/', 200, '/other/index.html'],
    ['/other/index', 200, '/other/index.html'],
    ['/other/index.html', 200, '/other/index.html'],
  ] as const)('answers %s as the docs say (%i)', (path, status, where) => {
    const result = resolvePages(docs, path);
    expect(result.status).toBe(status);
    if (result.status === 200) expect(result.file).toBe(where);
    if (result.status === 302) expect(result.location).toBe(where);
  });

  it('applies _redirects only when no file answers, first matching rule first', () => {
    const site = { files: new Set(['/a.html', '/x/b.html', '/404.html']), rules: ['/a /elsewhere 301', '/y/* /x/:splat 200', '/y/* /never 301', '/old /a 302'] };
    expect(resolvePages(site, '/a')).toEqual({ status: 200, file: '/a.html' });
    expect(resolvePages(site, '/y/b.html')).toEqual({ status: 200, file: '/x/b.html' });
    expect(resolvePages(site, '/y/nothing')).toEqual({ status: 404, file: '/404.html' });
    expect(resolvePages(site, '/old')).toEqual({ status: 302, location: '/a' });
  });
});

describe('the published layout', () => {
  const payload = segmentPayloadFile;
  const files = [
    '/index.html',
    '/404.html',
    payload('/', 'root-layout'),
    '/glossa.html',
    '/glossa.txt',
    payload('/glossa', 'tree'),
    payload('/glossa', 'root-layout'),
    '/glossa/api.html',
    '/glossa/api.txt',
    payload('/glossa/api', 'tree'),
    payload('/glossa/api', 'root-layout'),
    '/_next/static/a.js',
    '/_images/settings-4f2a9c1d3b5e6f70-800.webp',
    '/_images/load-order-5420c71facf6cf22.svg',
  ];
  const layout = pagesLayout(files, []);
  const published = { files: new Set(files.map((file) => layout.moves.get(file) ?? file)), rules: layout.rules };

  it('moves only the folders named like a page, and nothing else', () => {
    expect([...layout.moves.keys()].every((file) => file.startsWith('/glossa/'))).toBe(true);
    expect(published.files.has('/_next/static/a.js')).toBe(true);
  });

  it.each([
    ['/glossa', '/glossa.html'],
    ['/glossa/api', '/_routes/glossa~api.html'],
    ['/glossa/api/', '/_routes/glossa~api.html'],
    ['/glossa/api.txt', '/_routes/glossa~api.txt'],
    [payload('/glossa/api', 'tree'), flattened(payload('/glossa/api', 'tree'))],
    [payload('/glossa', 'tree'), flattened(payload('/glossa', 'tree'))],
    // Each route's own copy of the root layout's payload, as any static host serves it.
    [payload('/', 'root-layout'), payload('/', 'root-layout')],
    [payload('/glossa/api', 'root-layout'), flattened(payload('/glossa/api', 'root-layout'))],
    ['/_images/settings-4f2a9c1d3b5e6f70-800.webp', '/_images/settings-4f2a9c1d3b5e6f70-800.webp'],
    ['/_images/load-order-5420c71facf6cf22.svg', '/_images/load-order-5420c71facf6cf22.svg'],
  ])('serves %s with 200 and no redirect', (path, file) => {
    expect(resolvePages(published, path)).toEqual({ status: 200, file });
  });

  it('keeps no folder in _routes/, where a rewrite would be redirected again', () => {
    for (const file of layout.moves.values()) expect(file, file).toMatch(/^\/_routes\/[^/]+$/);
  });

  it('would be redirected without the move (the case of gitlab-pages issue 1130)', () => {
    expect(resolvePages({ files: new Set(files), rules: [] }, '/glossa')).toEqual({ status: 302, location: '/glossa/' });
  });
});

describe('the published layout of a site of 2,000 pages', () => {
  const payload = segmentPayloadFile;
  /** What the export holds for a page: its HTML, RSC payload, Markdown copy and segment payloads. */
  const pageFiles = (route: string) => [`${route}.html`, `${route}.txt`, `${route}.md`, payload(route, 'tree'), payload(route, 'root-layout')];
  const routes = (count: number) =>
    Array.from({ length: count }, (_, index) => `/library-${index % 6}/${index % 7 === 0 ? `part-${index}` : `part-${index - (index % 7)}/page-${index}`}`);
  const exportOf = (count: number) => ['/index.html', '/404.html', ...Array.from({ length: 6 }, (_, index) => `/library-${index}.html`), ...routes(count).flatMap(pageFiles)];
  const large = pagesLayout(exportOf(2000), []);

  it('has as many _redirects rules as a site of 20 pages: Pages reads 1,000 at most, and 64 KB', () => {
    expect(large.rules).toEqual(pagesLayout(exportOf(20), []).rules);
    expect(large.rules.length).toBeLessThan(10);
  });

  it('serves every page, its Markdown copy and its payloads with 200 and no redirect', () => {
    const site = { files: new Set(large.published.values()), rules: large.rules };
    for (const route of routes(2000).filter((_, index) => index % 97 === 0)) {
      for (const file of pageFiles(route)) {
        const path = file.endsWith('.html') ? file.slice(0, -'.html'.length) : file;
        expect(resolvePages(site, path), path).toEqual({ status: 200, file: large.moves.get(file) });
      }
    }
  });

  it('refuses, naming the limit, more redirect_from rules than Pages reads', () => {
    const moves = Array.from({ length: 400 }, (_, index) => ({ from: `/old-${index}`, to: '/library-0', title: 'Library 0' }));
    expect(() => pagesLayout(exportOf(20), moves)).toThrow(/at most 1000 _redirects rules in 64 KB; this site needs \d+ .*redirect_from/);
  });
});
