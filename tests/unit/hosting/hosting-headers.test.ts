import { describe, expect, it } from 'vitest';
import { NON_PAGE_POLICY } from '@/lib/hosting/csp';
import { headersFor, PERMISSIONS_POLICY, wantsMarkdown } from '@/lib/hosting/headers';
import { nginxSiteConfig } from '@/lib/hosting/nginx-config';
import { segmentPayloadFile } from '@/lib/next-internals';

describe('header table by kind of file', () => {
  const nginx = nginxSiteConfig([{ file: '/404.html', route: null, scriptHashes: [], policy: 'P404' }], []);
  /** The body of the location nginx serves a file's path from: the first regex location that matches, else `/`. */
  const nginxLocation = (path: string) => {
    const regexLocations = [...nginx.matchAll(/^location ~ "?(.+?)"? \{\n([\s\S]*?)\n\}/gm)];
    const found = regexLocations.find(([, pattern]) => new RegExp(pattern!.replaceAll('\\\\', '\\')).test(path));
    return found?.[2] ?? nginx.slice(nginx.indexOf('location / {'));
  };

  // The pages' own exact locations, with their policies, are checked in hosting-configs.test.ts.
  it.each([
    ['/_next/static/chunks/0mulxblas67w9.js', 'immutable'],
    ['/_next/static/chunks/1mskd7x2_fzo1.css', 'immutable'],
    ['/sidebar-tree/1915739b71e2.json', 'immutable'],
    ['/glossa.txt', 'other'],
    [segmentPayloadFile('/glossa', 'page'), 'other'],
    ['/sidebar-tree/latest.json', 'other'],
    ['/pagefind/pagefind.js', 'other'],
    ['/icon.svg', 'svg'],
    ['/_images/settings-screen-43221e7f970dfa49-800.webp', 'immutable'],
    ['/_images/load-order-5420c71facf6cf22.svg', 'immutable-svg'],
  ] as const)('nginx serves %s as a %s file', (path, kind) => {
    const body = nginxLocation(path);
    for (const [name, value] of headersFor(kind)) expect(body, name).toContain(`add_header ${name} "${value}" always;`);
  });

  it('caches hashed files for a year and makes everything else revalidate', () => {
    const cache = (kind: Parameters<typeof headersFor>[0], policy?: string) => new Map(headersFor(kind, policy)).get('Cache-Control');
    expect(cache('immutable')).toBe('public, max-age=31536000, immutable');
    expect(cache('page', 'x')).toBe('no-cache');
    expect(cache('other')).toBe('no-cache');
    expect(cache('immutable-svg')).toBe('public, max-age=31536000, immutable');
    expect(cache('svg')).toBe('no-cache');
  });

  it('serves every SVG under a policy of its own that allows no script, no fetch and no origin, and never sniffed', () => {
    for (const kind of ['svg', 'immutable-svg'] as const) {
      const headers = new Map(headersFor(kind));
      expect(headers.get('Content-Security-Policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
      expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    }
  });

  it('sends the page its own policy and everything else the policy without hashes', () => {
    expect(new Map(headersFor('page', "script-src 'sha256-x'")).get('Content-Security-Policy')).toBe("script-src 'sha256-x'");
    expect(new Map(headersFor('other')).get('Content-Security-Policy')).toBe(NON_PAGE_POLICY);
    expect(() => headersFor('page')).toThrow(/needs its own/);
  });

  it('denies the features the site never uses, and leaves the clipboard to the Copy buttons', () => {
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
    expect(PERMISSIONS_POLICY).not.toMatch(/clipboard/);
    const names = new Map(headersFor('other')).keys();
    expect([...names].sort()).toEqual(['Cache-Control', 'Content-Security-Policy', 'Permissions-Policy', 'Referrer-Policy', 'X-Content-Type-Options']);
  });
});

describe('which Accept header gets a page\'s Markdown copy', () => {
  it('a client that lists text/markdown above 0, and not below a full-weight text/html', () => {
    const markdown = ['text/markdown', 'TEXT/Markdown', 'text/markdown; charset=utf-8', 'text/markdown, text/html', 'text/markdown;q=1.0, text/html', 'text/markdown;q=0.9, text/html;q=0.8', 'text/markdown;q=0.5', 'text/plain, text/markdown;q=0.01'];
    const html = [undefined, '*/*', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'text/markdown;q=0', 'text/markdown ; q=0.000', 'text/html, text/markdown;q=0.1', 'text/html;q=1, text/markdown;q=0.9', 'text/markdownish', 'application/text/markdown'];
    expect(markdown.filter((accept) => !wantsMarkdown(accept))).toEqual([]);
    expect(html.filter((accept) => wantsMarkdown(accept))).toEqual([]);
  });
});

