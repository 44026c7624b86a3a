import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { watchCsp } from './csp-watch';
import { SERVER_INDEPENDENT, servedPolicy, SITE_ROUTES } from './helpers';

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${name} `));

test.describe('the CMS at /admin', () => {
  test('shows Decap CMS’s GitLab sign-in under its own policy, with no violation and nothing asked of another origin', async ({ page, baseURL }) => {
    const violations = await watchCsp(page);
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseURL!)) foreign.push(request.url());
    });
    const response = await page.goto('/admin');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('button', { name: 'Login with GitLab' })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveTitle('Content editor | Phosphorous');
    expect(foreign).toEqual([]);
    expect(await violations()).toEqual([]);

    // The page's own policy (nginx also sends it whole as a header; GitLab Pages has only this one).
    const { header, meta } = await servedPolicy(response!);
    // Decap validates its configuration with Ajv, which compiles schemas with new Function.
    expect(directive(meta, 'script-src').join()).toContain("'unsafe-eval'");
    expect(directive(meta, 'connect-src')).toEqual(["connect-src 'self' https://gitlab.com blob:"]);
    expect(header).toContain("frame-ancestors 'none'");
  });

  test('does not start inside another page’s frame, where a host sends no frame-ancestors (GitLab Pages)', { tag: SERVER_INDEPENDENT }, async ({ page, baseURL }) => {
    await page.route('**/admin', async (route) => {
      const response = await route.fetch();
      const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => name !== 'content-security-policy'));
      await route.fulfill({ response, headers });
    });
    await page.setContent(`<iframe title="Framed editor" src="${baseURL}/admin"></iframe>`);
    const framed = page.frameLocator('iframe');
    await expect(framed.getByText('The content editor does not open inside another page.')).toBeVisible();
    await expect(framed.getByRole('link', { name: 'Open the editor on its own' })).toHaveAttribute('href', new RegExp(`^${baseURL}/admin($|#)`));
    await expect(framed.getByRole('button', { name: 'Login with GitLab' })).toHaveCount(0);
  });

  // What a crawler reads: the served HTML and headers, so no browser has to start the CMS.
  test('is kept out of search engines, the sitemap and the search index', async ({ request }) => {
    const response = await request.get('/admin');
    expect(/<meta name="robots" content="([^"]*)"/.exec(await response.text())?.[1]).toBe('noindex, nofollow');
    expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect((await request.get('/cms/config.yml')).headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/admin');
    const entry = (await (await request.get('/pagefind/pagefind-entry.json')).json()) as { languages: Record<string, { page_count: number }> };
    expect(Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0)).toBe(SITE_ROUTES.length);
  });

  // Decap builds the sign-in address in the page: no server answers any part of it.
  test('signs writers in with GitLab itself (PKCE), coming back to /admin', { tag: SERVER_INDEPENDENT }, async ({ page, baseURL }) => {
    let authorize: URL | null = null;
    await page.route('https://gitlab.com/**', async (route) => {
      authorize = new URL(route.request().url());
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>GitLab</title>' });
    });
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Login with GitLab' }).click();
    await expect(page).toHaveTitle('GitLab');
    const url = authorize as URL | null;
    expect(url?.pathname).toBe('/oauth/authorize');
    expect(url?.searchParams.get('redirect_uri')).toBe(`${baseURL}/admin`);
    expect(url?.searchParams.get('code_challenge_method')).toBe('S256');
  });

  test('adds no byte to the docs pages: none refers to the CMS or loads its files', { tag: SERVER_INDEPENDENT }, async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    for (const route of ['/', '/glossa/concepts/icu']) {
      const html = await (await page.goto(route))!.text();
      // Nor their route tree, where a Next route would put its name ("admin", "cms").
      expect(html, route).not.toMatch(/\/cms\/|\/admin\b|decap|\\?"(?:admin|cms)\\?"/i);
    }
    expect(requested.filter((path) => path.startsWith('/cms/') || path === '/admin')).toEqual([]);
    // The route chunks the docs pages load hold nothing of the CMS either.
    const chunks = readFileSync('out/index.html', 'utf8').match(/\/_next\/static\/[^"]+\.js/g) ?? [];
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of chunks) expect(readFileSync(`out${chunk}`, 'utf8'), chunk).not.toMatch(/decap/i);
  });
});
