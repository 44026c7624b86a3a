import { expect, test } from '@playwright/test';
import { LIBRARIES, SPEC_ROUTES, VIEWPORTS } from './helpers';

test.describe('docs sidebar (desktop)', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('lists the landing page, then one entry per library in order', async ({ page }) => {
    await page.goto('/');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    const topLevel = sidebar.locator(':scope > ul > li');
    await expect(topLevel).toHaveCount(1 + LIBRARIES.length);
    await expect(topLevel.nth(0).getByRole('link')).toHaveText('Introduction');
    for (const [index, library] of LIBRARIES.entries()) {
      await expect(topLevel.nth(index + 1).getByRole('link').first()).toHaveText(library);
    }
    // A library with a single page is a plain link: no caret.
    await expect(sidebar.getByRole('button', { name: /sidebar category 'KtRuntime'/ })).toHaveCount(0);
    await expect(sidebar.getByRole('button', { name: /sidebar category 'Glossa'/ })).toHaveCount(1);
  });

  test('every route is linked from the static HTML, and the current category renders open', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await page.goto('/glossa/concepts/icu');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    const hrefs = await sidebar.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect([...new Set(hrefs)].sort()).toEqual([...SPEC_ROUTES].sort());

    // Open on the path to the current page, collapsed elsewhere: without any JavaScript.
    await expect(sidebar.getByRole('link', { name: 'ICU MessageFormat' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'ICU MessageFormat' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByRole('link', { name: 'Worked example' }).or(sidebar.locator('a[href="/sokol/example"]'))).toBeHidden();
    await context.close();
  });

  test('the caret toggles a category; the label links to its index page', async ({ page }) => {
    await page.goto('/');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    const expand = sidebar.getByRole('button', { name: "Expand sidebar category 'Sokol'" });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    const example = sidebar.locator('a[href="/sokol/example"]');
    await expect(example).toBeHidden();

    await expand.click();
    const collapse = sidebar.getByRole('button', { name: "Collapse sidebar category 'Sokol'" });
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await expect(example).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await collapse.click();
    await expect(example).toBeHidden();

    await sidebar.getByRole('link', { name: 'Sokol', exact: true }).click();
    await expect(page).toHaveURL(/\/sokol$/);
    await expect(sidebar.getByRole('button', { name: "Collapse sidebar category 'Sokol'" })).toBeVisible();
  });

  test('works by keyboard', async ({ page }) => {
    await page.goto('/');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    const expand = sidebar.getByRole('button', { name: "Expand sidebar category 'Calibre'" });
    await expand.focus();
    await page.keyboard.press('Enter');
    await expect(sidebar.getByRole('button', { name: "Collapse sidebar category 'Calibre'" })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(sidebar.getByRole('link', { name: 'Concepts' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/calibre\/concepts$/);
  });

  test('the collapse animation lasts longer for taller content, and not at all with reduced motion', async ({ page }) => {
    await page.goto('/');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    const durationOf = async (label: string) => {
      await sidebar.getByRole('button', { name: `Expand sidebar category '${label}'` }).click();
      const content = sidebar.getByRole('button', { name: `Collapse sidebar category '${label}'` }).locator('xpath=ancestor::div[2]/div[contains(@class,"sidebar-collapsible")]');
      return content.evaluate((element) => parseFloat(getComputedStyle(element).transitionDuration));
    };
    const small = await durationOf('Alexandria');
    const tall = await durationOf('Glossa');
    expect(small).toBeGreaterThan(0);
    expect(tall).toBeGreaterThan(small);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    const reduced = await sidebar.locator('.sidebar-collapsible').first().evaluate((element) => getComputedStyle(element).transitionDuration);
    expect(reduced.split(',').every((value) => parseFloat(value) === 0)).toBe(true);
  });

  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.desktopEdge]) {
    test(`is always visible and scrolls on its own at ${viewport.width}px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/sokol/example');
      const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
      await expect(sidebar).toBeVisible();
      await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeHidden();
      await page.mouse.wheel(0, 3000);
      await expect(sidebar).toBeInViewport();
      await expect(sidebar.locator('a[aria-current="page"]')).toBeInViewport();
    });
  }
});

test.describe('active links', () => {
  test('exactly the current page is marked aria-current', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/glossa/api/configurate');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    const current = sidebar.locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute('href', '/glossa/api/configurate');
    await expect(current).toHaveClass(/\bactive\b/);
    await expect(sidebar.locator('a[href="/glossa/api"]')).not.toHaveAttribute('aria-current', 'page');
  });
});
