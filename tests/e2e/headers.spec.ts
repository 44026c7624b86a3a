import { readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { builtPolicies, servedPolicy } from './helpers';
import { segmentPayloadFile } from '../../lib/next-internals';

const policies = builtPolicies();
const firstFile = (dir: string, pattern: RegExp) => readdirSync(`out/${dir}`).find((name) => pattern.test(name))!;

const IMMUTABLE = 'public, max-age=31536000, immutable';
// [what, path, expected status, Cache-Control, CSP: the page file whose policy it carries, or null for the non-page policy]
const CASES: [string, string, number, string, string | null][] = [
  ['a page', '/glossa/concepts/icu', 200, 'no-cache', '/glossa/concepts/icu.html'],
  ['the landing page', '/', 200, 'no-cache', '/index.html'],
  ['a hashed asset', `/_next/static/chunks/${firstFile('_next/static/chunks', /\.js$/)}`, 200, IMMUTABLE, null],
  ['a page payload', segmentPayloadFile('/glossa', 'page'), 200, 'no-cache', null],
  ['the sidebar tree file', `/sidebar-tree/${firstFile('sidebar-tree', /^[0-9a-f]{12}\.json$/)}`, 200, IMMUTABLE, null],
  ['the not-found page', '/no/such/page', 404, 'no-cache', '/404.html'],
];

test.describe('response headers', () => {
  for (const [what, path, status, cache, policyOf] of CASES) {
    test(`${what} (${path}) carries the security and caching headers`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(status);
      const headers = response.headers();
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      const permissions = headers['permissions-policy'] ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(permissions).toContain(`${feature}=()`);
      expect(permissions).not.toContain('clipboard-write');
      expect(headers['cache-control']).toBe(cache);
      const { header, meta, both: csp } = await servedPolicy(response);
      for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'"]) {
        expect(csp).toContain(directive);
      }
      expect(csp).not.toContain("'unsafe-eval'");
      if (policyOf) {
        // The page's own policy: exactly the hashes of its inline scripts, as the build computed them.
        const hashes = (policy: string) => policy.match(/'sha256-[^']+'/g) ?? [];
        expect(hashes(meta)).toEqual(hashes(policies[policyOf]!));
        expect(meta).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
        if (test.info().project.name === 'nginx') expect(header).toBe(policies[policyOf]);
      } else {
        expect(header).not.toContain("'sha256-");
      }
    });
  }

  test('payloads are text/plain and JSON is application/json, as the Next client and the sidebar expect', async ({ request }) => {
    expect((await request.get(segmentPayloadFile('/glossa', 'page'))).headers()['content-type']).toMatch(/^text\/plain/);
    expect((await request.get(segmentPayloadFile('/glossa', 'tree'))).headers()['content-type']).toMatch(/^text\/plain/);
    expect((await request.get(`/sidebar-tree/${firstFile('sidebar-tree', /\.json$/)}`)).headers()['content-type']).toMatch(/^application\/json/);
  });

  test('the hosting configuration inside the export is not served', async ({ request }) => {
    for (const path of ['/_hosting/nginx.conf', '/_hosting/serve.json', '/_hosting/policies.json']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});
