import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { SERVER_INDEPENDENT } from './helpers';

const nextVersion = (JSON.parse(readFileSync('node_modules/next/package.json', 'utf8')) as { version: string }).version;
const siteVersion = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;

const meta = (name: string) => `meta[name="${name}"]`;
const property = (name: string) => `meta[property="${name}"]`;

test.describe('metadata', () => {
  // The page's own markup: the same bytes from every server.
  test('a doc page carries language, generator, versions, description, canonical and OpenGraph', { tag: SERVER_INDEPENDENT }, async ({ page }) => {
    await page.goto('/glossa/concepts/icu');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'en');
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(page.locator(meta('generator'))).toHaveAttribute('content', `Next.js ${nextVersion}`);
    await expect(page.locator(meta('site-version'))).toHaveAttribute('content', siteVersion);
    await expect(page.locator(meta('docs-version'))).toHaveAttribute('content', 'current');
    await expect(page.locator(meta('docs-version-label'))).toHaveAttribute('content', 'Next');
    await expect(page.locator(meta('docs-version-latest'))).toHaveAttribute('content', 'true');
    await expect(page.locator(meta('docs-sidebar'))).toHaveAttribute('content', 'tutorialSidebar');
    const description = await page.locator(meta('description')).getAttribute('content');
    expect(description?.length).toBeGreaterThan(20);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://phosphorous.gitlab.io/glossa/concepts/icu');
    // The title alone does not say which library it belongs to; the tab and a shared link do.
    await expect(page).toHaveTitle('ICU MessageFormat – Glossa | Phosphorous');
    await expect(page.locator(property('og:title'))).toHaveAttribute('content', 'ICU MessageFormat – Glossa');
    await expect(page.locator(property('og:locale'))).toHaveAttribute('content', 'en_US');
    await expect(page.locator(property('og:description'))).toHaveAttribute('content', description!);
    await expect(page.locator(property('og:type'))).toHaveAttribute('content', 'article');
    await expect(page.locator(property('og:site_name'))).toHaveAttribute('content', 'Phosphorous');
    await expect(page.locator(property('og:image'))).toHaveAttribute('content', 'https://phosphorous.gitlab.io/og/glossa/concepts/icu.png');
    await expect(page.locator(meta('twitter:card'))).toHaveAttribute('content', 'summary_large_image');
    await expect(page.locator(meta('twitter:image'))).toHaveAttribute('content', 'https://phosphorous.gitlab.io/og/glossa/concepts/icu.png');
  });

  test('the social card a page names is served as a 1200×630 PNG', async ({ page, request }) => {
    await page.goto('/glossa/concepts/icu');
    const card = new URL((await page.locator(property('og:image')).getAttribute('content'))!);
    const response = await request.get(card.pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    // The PNG header's IHDR chunk holds the width and height as big-endian 32-bit numbers.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  test('every page has its own meta description', { tag: SERVER_INDEPENDENT }, async ({ page }) => {
    const seen = new Set<string>();
    for (const path of ['/', '/alexandria', '/glossa/api/intro', '/sokol/example']) {
      await page.goto(path);
      const description = (await page.locator(meta('description')).getAttribute('content')) ?? '';
      expect(description.length, path).toBeGreaterThan(20);
      seen.add(description);
    }
    expect(seen.size).toBe(4);
  });

  test('opening a docs page stores the preferred docs version, replacing a corrupt value', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('docs-preferred-version-default', '{corrupt');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/sokol');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
  });
});

test.describe('base URL', () => {
  test('served under another path, a banner says the base URL may be misconfigured', async ({ page }) => {
    // A copy of the export under /sub/: the page's HTML is found, its absolute asset URLs are not.
    await page.route(/\/sub\/glossa$/, async (route) => {
      const response = await page.request.get('/glossa');
      await route.fulfill({ response, body: await response.text() });
    });
    await page.route(/\/_next\//, (route) => route.fulfill({ status: 404, body: 'not found' }));
    await page.goto('/sub/glossa');
    const banner = page.getByRole('alert');
    await expect(banner).toContainText('did not load properly');
    await expect(banner).toContainText('base URL');
    await expect(banner).toContainText('/sub/glossa');
    await expect(banner).toContainText('BASE_PATH');
  });

  test('no banner when the site is served where it was built for', async ({ page }) => {
    await page.goto('/glossa', { waitUntil: 'load' });
    await page.waitForTimeout(300);
    await expect(page.locator('#base-url-issue-banner')).toHaveCount(0);
  });
});
