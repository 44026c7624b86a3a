import { expect, test } from '@playwright/test';
import { siteConfig } from '../../lib/site-config';
import { SITE_ROUTES, VIEWPORTS, gotoHydrated } from './helpers';

test.describe('code blocks', () => {
  // Highlighting happens at build time, so the tokens are in each page's HTML: no page is rendered.
  test('each of the five extra languages renders highlighted tokens', async ({ request }) => {
    const found = new Map<string, number>();
    for (const path of SITE_ROUTES) {
      const html = await (await request.get(path)).text();
      for (const language of siteConfig.codeLanguages) {
        const blocks = html.matchAll(new RegExp(`<pre [^>]*class="(?:[^"]* )?language-${language}(?: [^"]*)?"[^>]*>([\\s\\S]*?)</pre>`, 'g'));
        const tokens = [...blocks].reduce((sum, [, code]) => sum + (code!.match(/class="token[ "]/g)?.length ?? 0), 0);
        found.set(language, (found.get(language) ?? 0) + tokens);
      }
    }
    for (const [language, tokens] of found) expect(tokens, language).toBeGreaterThan(0);
  });

  test('tokens are coloured differently from plain code text', async ({ page }) => {
    await page.goto('/glossa/concepts/icu');
    const block = page.locator('pre.language-icu-message-format').first();
    const colours = await block.locator('.token').evaluateAll((tokens) => new Set(tokens.map((token) => getComputedStyle(token).color)).size);
    expect(colours).toBeGreaterThan(1);
  });

  test('Copy puts the code on the clipboard and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/sokol/example');
    const block = page.locator('.code-block').first();
    const copy = block.getByRole('button', { name: 'Copy code to clipboard' });
    await copy.click();
    await expect(block.getByRole('button', { name: 'Copied to clipboard' })).toHaveText('Copied');
    await expect(page.getByRole('status').filter({ hasText: 'Code copied to the clipboard' })).toBeAttached();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toBe(await block.locator('pre code').textContent());
    await expect(block.getByRole('button', { name: 'Copy code to clipboard' })).toBeVisible({ timeout: 4000 });
  });

  test('Copy page puts the page’s Markdown on the clipboard, fetched on the click, and announces it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto('/glossa/concepts/icu', { waitUntil: 'networkidle' });
    expect(fetched, 'nothing of the Markdown is loaded with the page').not.toContain('/glossa/concepts/icu.md');
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Page copied to the clipboard as Markdown' })).toBeAttached();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    const markdown = await (await page.request.get('/glossa/concepts/icu.md')).text();
    expect(clipboard).toBe(markdown);
    expect(clipboard.startsWith('# ICU MessageFormat\n\n')).toBe(true);
    await expect(page.getByRole('button', { name: 'Copy page' })).toBeVisible({ timeout: 4000 });
  });

  test('a page links to its file in GitLab’s web editor and says when it last changed in git', async ({ page }) => {
    await page.goto('/glossa/concepts/icu');
    const edit = page.getByRole('link', { name: 'Edit this page' });
    await expect(edit).toHaveAttribute('href', 'https://gitlab.com/phosphorous/phosphorous.gitlab.io/-/edit/main/content/glossa/concepts/icu.md');
    // After the content, before the previous/next links.
    const below = await edit.evaluate((link) => link.compareDocumentPosition(document.querySelector('nav[aria-label="Docs pages"]')!) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(below).toBeTruthy();
    const date = page.locator('time[datetime]').filter({ hasText: /\d{4}/ });
    const datetime = (await date.getAttribute('datetime'))!;
    expect(Number.isNaN(Date.parse(datetime))).toBe(false);
    const inWords = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(datetime));
    await expect(page.getByText(`Last updated on ${inWords}`)).toBeVisible();
  });

  test('"View as Markdown" opens the page’s Markdown', async ({ page }) => {
    await page.goto('/glossa/concepts/icu');
    await page.getByRole('link', { name: 'View as Markdown' }).click();
    await expect(page).toHaveURL(/\/glossa\/concepts\/icu\.md$/);
    await expect(page.locator('body')).toContainText('# ICU MessageFormat');
  });

  test('a code block title and highlighted lines show', async ({ page }) => {
    await page.goto('/glossa/api/intro');
    await expect(page.locator('.code-block-title').first()).toBeVisible();
  });
});

test.describe('scroll regions', () => {
  test('a table or code block is a tab stop only while it scrolls sideways', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await gotoHydrated(page, '/sokol');
    // A four-column table: tables of two or three columns stack on a phone instead of scrolling.
    const table = page.getByRole('region', { name: 'Table: Command, Permission, Default holder, What it does' });
    await expect(table).not.toHaveAttribute('tabindex');
    await page.setViewportSize(VIEWPORTS.phone);
    await expect(table).toHaveAttribute('tabindex', '0');
    await table.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => table.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });
});

test.describe('page furniture', () => {
  test('breadcrumbs and previous/next links follow the sidebar order', async ({ page }) => {
    await page.goto('/glossa/concepts/icu');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Glossa', 'Concepts']);
    const pager = page.getByRole('navigation', { name: 'Docs pages' });
    await expect(pager.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/glossa/concepts');
    await expect(pager.getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/glossa/concepts/styling');
  });

  test('a previous/next link into another library names that library', async ({ page }) => {
    await page.goto('/calibre');
    const pager = page.getByRole('navigation', { name: 'Docs pages' });
    await expect(pager.getByRole('link', { name: /Previous/ })).toHaveAccessibleName(/^Previous · Alexandria\s*« Translating$/);
    await expect(pager.getByRole('link', { name: /Next/ })).toHaveAccessibleName(/^Next\s*Concepts »$/);
  });

  test('each heading has an anchor link beside it, and is named by its own words alone', async ({ page }) => {
    await page.goto('/sokol/concepts');
    const heading = page.locator('article .prose h2').first();
    const id = await heading.getAttribute('id');
    const words = (await heading.textContent())!;
    await expect(heading).toHaveAccessibleName(words);
    await expect(page.getByRole('article').getByRole('link', { name: `Direct link to ${words}` })).toHaveAttribute('href', `#${id}`);
  });
});
