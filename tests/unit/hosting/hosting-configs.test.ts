import { describe, expect, it } from 'vitest';
import { PREFERS_MARKDOWN } from '@/lib/hosting/headers';
import { nginxSiteConfig } from '@/lib/hosting/nginx-config';
import { nginxMainConfig } from '@/lib/hosting/nginx-main-config';
import { serveConfig } from '@/lib/hosting/serve-config';
import { hostingConfig } from '@/lib/site-config';
import type { SitePage } from '@/lib/pipeline/export/site-pages';
import { routeOfFile } from '@/lib/pipeline/export/site-pages';

const page = (file: string, policy: string): SitePage => ({ file, route: routeOfFile(file), scriptHashes: [], policy });
const pages = [page('/404.html', 'P404'), page('/admin.html', 'PADMIN'), page('/index.html', 'PINDEX'), page('/glossa.html', 'PGLOSSA'), page('/glossa/api.html', 'PAPI')];

describe('the generated nginx rules', () => {
  const config = nginxSiteConfig(pages, []);
  const block = (match: string) => {
    const start = config.indexOf(`location ${match} {`);
    expect(start, match).toBeGreaterThan(-1);
    return config.slice(start, config.indexOf('\n}', start));
  };

  it('serves each route from its file with its own policy', () => {
    expect(block('= /glossa/api')).toContain('try_files /glossa/api.html =404;');
    expect(block('= /glossa/api')).toContain('add_header Content-Security-Policy "PAPI" always;');
    expect(block('= /')).toContain('try_files /index.html =404;');
    expect(block('= /404.html')).toContain('internal;');
    expect(block('= /404.html')).toContain('"P404"');
  });

  it("answers a page's address asked for as Markdown with its .md copy, and says the answer varies by Accept", () => {
    expect(block('= /glossa/api')).toContain(`if ($http_accept ~* "${PREFERS_MARKDOWN}") { rewrite ^ /glossa/api.md last; }`);
    expect(block('= /')).toContain('rewrite ^ /index.md last;');
    expect(block('= /glossa/api')).toContain('add_header Vary "Accept" always;');
    expect(headersAt('/glossa/api.md')).toContain('add_header Vary "Accept" always;');
    expect(block('= /admin')).not.toContain('http_accept');
  });

  /** The generated regex locations, in the order nginx tries them, as JavaScript regexes (the syntax used is common to PCRE). */
  const regexLocations = [...config.matchAll(/^location ~ "?(.+?)"? \{\n([\s\S]*?)\n\}/gm)].map(([, pattern, body]) => ({
    regex: new RegExp(pattern!.replaceAll('\\\\', '\\')),
    body: body!,
  }));
  /** The headers of the first regex location that matches the path, as nginx picks it. */
  const headersAt = (path: string) => regexLocations.find(({ regex }) => regex.test(path))?.body ?? '';

  it('serves every SVG under its own sandbox policy, and hashed images and SVGs for a year', () => {
    const svgPolicy = `add_header Content-Security-Policy "default-src 'none'; style-src 'unsafe-inline'; sandbox" always;`;
    for (const path of ['/_images/load-order-5420c71facf6cf22.svg', '/icon.svg', '/_next/static/media/icon.2pgi.svg']) expect(headersAt(path), path).toContain(svgPolicy);
    expect(headersAt('/_images/load-order-5420c71facf6cf22.svg')).toContain('max-age=31536000, immutable');
    expect(headersAt('/icon.svg')).toContain('no-cache');
    expect(headersAt('/_images/settings-4f2a9c1d3b5e6f70-800.webp')).toContain('max-age=31536000, immutable');
    expect(headersAt('/_images/settings-4f2a9c1d3b5e6f70-800.webp')).not.toContain('sandbox');
  });

  /** What nginx answers for a decoded path: the first regex location that matches, and its Location if it redirects. */
  const answer = (decodedPath: string) => {
    const match = regexLocations.find(({ regex }) => regex.test(decodedPath));
    if (!match) return { status: 'file or 404' };
    const clean = match.regex.exec(decodedPath)!.groups?.clean;
    const returned = /return (\d+)/.exec(match.body)?.[1];
    return { status: returned ?? 'file or 404', location: returned === '301' ? clean : undefined };
  };

  it('redirects .html, /index.html and trailing slashes once, keeping the query', () => {
    expect(block('= /index.html')).toContain('return 301 /$is_args$args;');
    expect(answer('/glossa.html')).toEqual({ status: '301', location: '/glossa' });
    expect(answer('/glossa/index.html')).toEqual({ status: '301', location: '/glossa' });
    expect(answer('/glossa/api/')).toEqual({ status: '301', location: '/glossa/api' });
    expect(answer('/_next/')).toEqual({ status: '301', location: '/_next' });
    expect(config).toMatch(/return 301 \$clean\$is_args\$args;/);
  });

  it.each([
    '/\\evil.example/',
    '/\\evil.example/x.html',
    '/\\\\evil.example/index.html',
    '/\\/evil.example/',
    '/\t/evil.example/',
    '/x\rSet-Cookie:pwn=1.html',
    '/x\nSet-Cookie:pwn=1/',
    '/glossa\x7f',
  ])('refuses the decoded path %j with 400 before any redirect', (decodedPath) => {
    expect(answer(decodedPath).status).toBe('400');
  });

  it.each(['//evil.example/', '//evil.example/x.html', '/%2F%2Fevil.example/', '/caf\u00e9/', '/a b.html', '/.html', '//.html'])(
    'never redirects the decoded path %j to another host or with an unsafe character',
    (decodedPath) => {
      const { location } = answer(decodedPath);
      if (location !== undefined) expect(location).toMatch(/^\/[A-Za-z0-9._~-]/);
    },
  );

  it('answers methods other than GET and HEAD with 405, Allow and the security headers', () => {
    expect(config).toContain('if ($request_method !~ ^(GET|HEAD)$) { return 405; }');
    expect(config).toContain('error_page 405 = @method-not-allowed;');
    expect(block('@method-not-allowed')).toContain('add_header Allow "GET, HEAD" always;');
    expect(block('@method-not-allowed')).toContain('add_header X-Content-Type-Options "nosniff" always;');
  });

  it('sends the security headers on what it answers before choosing a location (400, 414), and limits the request line', () => {
    const serverLevel = config.slice(0, config.indexOf('\nlocation '));
    for (const name of ['Content-Security-Policy', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy']) {
      expect(serverLevel).toMatch(new RegExp(`^add_header ${name} ".+" always;$`, 'm'));
    }
    expect(serverLevel).toContain(`large_client_header_buffers 4 ${hostingConfig.maxUrlBytes};`);
  });

  it('answers unknown paths and folders with the 404 page, never a listing, and hides the hosting files', () => {
    expect(config).toContain('error_page 404 /404.html;');
    expect(config).toContain('autoindex off;');
    expect(block('/')).toContain('try_files $uri =404;');
    expect(block('~ ^/_hosting(/|$)')).toContain('return 404;');
  });

  it('serves the CMS page with its own policy and keeps it and its files out of search engines', () => {
    expect(block('= /admin')).toContain('try_files /admin.html =404;');
    expect(block('= /admin')).toContain('add_header Content-Security-Policy "PADMIN" always;');
    expect(block('= /admin')).toContain('add_header X-Robots-Tag "noindex, nofollow" always;');
    expect(block('= /glossa/api')).not.toContain('X-Robots-Tag');
    expect(block('^~ /cms/')).toContain('add_header X-Robots-Tag "noindex, nofollow" always;');
    expect(block('^~ /cms/')).toContain('default_type text/yaml;');
  });

  it('serves the precompressed copies', () => {
    expect(config).toMatch(/brotli_static on;\s*gzip_static on;\s*gzip on;/);
  });

  it('refuses a site without a not-found page', () => {
    expect(() => nginxSiteConfig(pages.slice(1), [])).toThrow(/404/);
  });

  it('runs locally on the loopback address with every runtime file in its prefix', () => {
    const main = nginxMainConfig({ prefix: '/tmp/p', root: '/srv/out', port: 4400, runAsRoot: false });
    expect(main).toContain('listen 127.0.0.1:4400;');
    expect(main).toContain('include /srv/out/_hosting/nginx.conf;');
    expect(main).toContain('pid /tmp/p/nginx.pid;');
    expect(main).not.toContain('user ');
    expect(main).not.toMatch(/\/var\/|\/run\//);
  });
});

describe('the generated serve.json', () => {
  const config = serveConfig();

  it('keeps the clean-URL rules and gives pages the header part of their policy after the general entries', () => {
    expect(config).toMatchObject({ cleanUrls: true, trailingSlash: false, directoryListing: false });
    const sources = config.headers.map((entry) => entry.source);
    expect(sources.slice(0, 9)).toEqual(['**', '_next/static/**', 'sidebar-tree/*.json', '_images/**', '**/*.svg', '{_next/static,_images}/**/*.svg', '**/*.html', 'admin.html', 'cms/**']);
    expect(config.headers.find((entry) => entry.source === '**/*.html')?.headers).toContainEqual({
      key: 'Content-Security-Policy',
      value: "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'",
    });
  });

  it('keeps the CMS page and its files out of search engines', () => {
    for (const source of ['admin.html', 'cms/**']) {
      expect(config.headers.find((entry) => entry.source === source)?.headers).toEqual([{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }]);
    }
  });

  it("gives Pagefind's own file formats a type, as nginx does", () => {
    const binary = config.headers.find((entry) => entry.headers.some((header) => header.key === 'Content-Type'));
    expect(binary).toEqual({ source: 'pagefind/**/*.{pagefind,pf_meta,pf_index,pf_fragment}', headers: [{ key: 'Content-Type', value: 'application/octet-stream' }] });
  });

  it('stays within the 50 header entries serve accepts, whatever the number of pages', () => {
    expect(config.headers.length).toBeLessThanOrEqual(50);
  });
});
