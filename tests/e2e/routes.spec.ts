import { readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { segmentPayloadFile } from '../../lib/next-internals';
import { RESERVED_ROUTES } from '../../lib/navigation/reserved-routes';
import { SITE_ROUTES } from './helpers';

test.describe('routes', () => {
  // Each route's own checks, on one load, are in every-route.spec.ts.
  test('every route answers 200', async ({ request }) => {
    for (const route of SITE_ROUTES) expect((await request.get(route, { maxRedirects: 0 })).status(), route).toBe(200);
  });

  test('the export holds exactly one page per route, plus 404.html, the CMS page and the designers’ page', () => {
    const pages = readdirSync('out', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html'))
      .map((file) => `/${file.replace(/\\/g, '/').replace(/(index)?\.html$/, '')}`.replace(/(.)\/$/, '$1'));
    expect(pages.sort()).toEqual([...SITE_ROUTES, '/404', RESERVED_ROUTES.admin, RESERVED_ROUTES.designTokens].sort());
  });

  test("every route's payload files are files of their own, as a plain static host serves them", async ({ request }) => {
    for (const route of ['/sokol', '/glossa/1.0/concepts/icu']) {
      for (const segment of ['tree', 'page', 'root-layout'] as const) {
        const response = await request.get(`${segmentPayloadFile(route, segment)}?_rsc=1`);
        expect(response.status(), `${route} ${segment}`).toBe(200);
        expect(response.headers()['content-type'], `${route} ${segment}`).toMatch(/^text\/plain/);
      }
    }
  });

  test('unknown paths answer 404 with the not-found page', async ({ page }) => {
    // `/404` is the not-found page's own file under a clean URL, and still not a page of the site.
    for (const path of ['/nope', '/glossa/nope', '/nope/deeper/still', '/404']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page).toHaveTitle('Page not found | Phosphorous');
      await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    }
  });

  test('the server applies the clean-URL rules in one redirect that keeps the query string', async ({ request }) => {
    const cases: [string, string][] = [
      ['/glossa.html', '/glossa'],
      ['/glossa/', '/glossa'],
      ['/glossa/index.html', '/glossa'],
      ['/glossa/concepts/icu.html', '/glossa/concepts/icu'],
      ['/index.html', '/'],
      ['/glossa/?tab=kotlin&x=1', '/glossa?tab=kotlin&x=1'],
      ['/glossa.html?tab=kotlin', '/glossa?tab=kotlin'],
      ['/glossa/concepts/index.html?q=1', '/glossa/concepts?q=1'],
      ['/index.html?q=1', '/?q=1'],
    ];
    for (const [from, to] of cases) {
      const first = await request.get(from, { maxRedirects: 0 });
      expect(first.status(), from).toBe(301);
      const location = new URL(first.headers()['location']!, 'http://host.invalid');
      expect(location.pathname + location.search, from).toBe(to);
      expect((await request.get(to, { maxRedirects: 0 })).status(), to).toBe(200);
    }
  });

  test('no directory listing is served', async ({ request }) => {
    for (const path of ['/_next/', '/_next/static/', '/glossa/concepts/']) {
      const response = await request.get(path);
      const body = await response.text();
      expect(body, path).not.toContain('Index of');
    }
  });

  test('sitemap lists exactly the routes, with clean URLs', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect([...locations].sort()).toEqual([...SITE_ROUTES].sort());
    for (const location of locations) {
      expect(location === '/' || !location.endsWith('/')).toBe(true);
      expect(location).not.toContain('.html');
    }
    // Each page's last change in git, as the page shows it.
    const glossa = /<url>\s*<loc>[^<]*\/glossa<\/loc>\s*<lastmod>([^<]+)<\/lastmod>/.exec(xml)?.[1];
    expect(Number.isNaN(Date.parse(glossa ?? ''))).toBe(false);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  });

  test('the browser cleans .html URLs when a host serves them as they are', async ({ page }) => {
    // Serve the page's own HTML at the .html address, as a plain file host would.
    await page.route('**/sokol/example.html', async (route) => {
      const response = await page.request.get('/sokol/example');
      await route.fulfill({ response, body: await response.text() });
    });
    await page.goto('/sokol/example.html');
    await expect(page).toHaveURL(/\/sokol\/example$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Worked example');
  });
});
