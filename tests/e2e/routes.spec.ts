import { readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ADMIN_ROUTE } from '../../lib/cms/paths';
import { SERVER_INDEPENDENT, SITE_ROUTES, VIEWPORTS } from './helpers';

test.describe('routes', () => {
  // One test per route: one load with JavaScript, resized to phone widths, and one without. The
  // files they read are the same on every server, so only the status of each route is checked on
  // both (below).
  for (const route of SITE_ROUTES) {
    test(`${route}: its title in <h1> and <title>, no generated link with a trailing slash or .html, no sideways scroll on a phone, its content without JavaScript`, { tag: SERVER_INDEPENDENT }, async ({ page, browser }) => {
      await test.step('answers 200 with its title in <h1> and <title>, the library named in <title> when the h1 does not', async () => {
        const response = await page.goto(route);
        expect(response?.status()).toBe(200);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toHaveCount(1);
        const h1 = (await heading.textContent())?.trim() ?? '';
        expect(h1.length).toBeGreaterThan(0);
        const library = route === '/' ? null : (await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link').nth(1).or(page.getByRole('heading', { level: 1 })).first().textContent())!.trim();
        const named = library === null || h1.toLowerCase().includes(library.toLowerCase());
        await expect(page).toHaveTitle(named ? `${h1} | Phosphorous` : `${h1} – ${library} | Phosphorous`);
      });

      await test.step('no generated link or canonical URL has a trailing slash or .html', async () => {
        const hrefs = await page.locator('a[href], link[rel="canonical"]').evaluateAll((elements) =>
          elements.map((element) => element.getAttribute('href') ?? ''),
        );
        const internal = hrefs.filter((href) => href.startsWith('/') || href.startsWith('https://phosphorous.gitlab.io'));
        for (const href of internal) {
          const path = href.split('#')[0]!.replace('https://phosphorous.gitlab.io', '') || '/';
          expect(path === '/' || !path.endsWith('/'), href).toBe(true);
          expect(path, href).not.toContain('.html');
        }
      });

      await test.step(`does not scroll sideways at 320 or ${VIEWPORTS.phone.width} px`, async () => {
        for (const width of [320, VIEWPORTS.phone.width]) {
          await page.setViewportSize({ width, height: VIEWPORTS.phone.height });
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow, `${route} is ${overflow}px wider than a ${width}px screen`).toBeLessThanOrEqual(0);
        }
      });

      await test.step('without JavaScript it shows its content, with no loading placeholder', async () => {
        const withoutJavaScript = await browser.newContext({ javaScriptEnabled: false });
        const page = await withoutJavaScript.newPage();
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('article .prose p').first()).toBeVisible();
        await expect(page.getByRole('status')).toBeHidden();
        await withoutJavaScript.close();
      });
    });
  }

  test('every route answers 200', async ({ request }) => {
    for (const route of SITE_ROUTES) expect((await request.get(route, { maxRedirects: 0 })).status(), route).toBe(200);
  });

  test('the export holds exactly one page per route, plus 404.html and the CMS page', () => {
    const pages = readdirSync('out', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html'))
      .map((file) => `/${file.replace(/\\/g, '/').replace(/(index)?\.html$/, '')}`.replace(/(.)\/$/, '$1'));
    expect(pages.sort()).toEqual([...SITE_ROUTES, '/404', ADMIN_ROUTE].sort());
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
