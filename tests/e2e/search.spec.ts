import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { LIBRARIES, VIEWPORTS } from './helpers';

const searchRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/pagefind/')) urls.push(request.url());
  });
  return urls;
};

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search docs' });

test.describe('search', () => {
  test('nothing of search is downloaded before the dialog opens', async ({ page }) => {
    const requests = searchRequests(page);
    await page.goto('/glossa', { waitUntil: 'networkidle' });
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(500);
    expect(requests).toEqual([]);
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toBeVisible();
    await expect.poll(() => requests.length).toBeGreaterThan(0);
  });

  for (const [name, keys] of [
    ['Ctrl+K', 'Control+k'],
    ['⌘K', 'Meta+k'],
    ['/', '/'],
  ] as const) {
    test(`${name} opens the dialog with focus in the query field`, async ({ page }) => {
      await page.goto('/sokol');
      await page.keyboard.press(keys);
      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page).getByRole('combobox', { name: 'Search docs' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
    });
  }

  test('the navbar button shows the shortcut and opens the dialog', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /Search/ });
    await expect(button).toContainText(/Ctrl K|⌘K/);
    await button.click();
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
  });

  test('"MessageFormat" finds a Glossa page with title, library, heading and highlighted excerpt', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('MessageFormat');
    const results = dialog(page).getByRole('listbox', { name: 'Search results' }).getByRole('option');
    await expect(results.first()).toBeVisible();
    const glossa = results.filter({ hasText: 'Glossa' }).first();
    await expect(glossa).toBeVisible();
    await expect(glossa.locator('mark').first()).toBeVisible();
    // A match inside a section names the heading nearest to it.
    await expect(results.filter({ hasText: 'Glossa' }).filter({ hasText: '›' }).first()).toBeVisible();
  });

  test('the keyboard selects a result and opens it at a clean URL', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('plural select');
    const input = dialog(page).getByRole('combobox', { name: 'Search docs' });
    const options = dialog(page).getByRole('option');
    await expect(options.first()).toBeVisible();
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    if ((await options.count()) > 1) {
      await input.press('ArrowDown');
      await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
      await input.press('ArrowUp');
    }
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    const underHeading = (await options.first().textContent())!.includes('›');
    await input.press('Enter');
    await expect(dialog(page)).toBeHidden();
    await expect(page).not.toHaveURL(/\/$/);
    const url = new URL(page.url());
    expect(url.pathname).not.toContain('.html');
    expect(url.pathname.endsWith('/')).toBe(false);
    // A result under a heading opens at that heading's anchor.
    expect(url.hash !== '').toBe(underHeading);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a result opens in a new tab on middle-click, Ctrl+click and Ctrl+Enter, keeping the dialog open', async ({ page, context }) => {
    await page.goto('/');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('MessageFormat');
    const first = dialog(page).getByRole('option').first();
    await expect(first).toBeVisible();
    const newTab = async (open: () => Promise<void>) => {
      const tab = context.waitForEvent('page');
      await open();
      const opened = await tab;
      await opened.waitForLoadState();
      expect(new URL(opened.url()).pathname).toMatch(/^\/glossa/);
      await opened.close();
    };
    await newTab(() => first.click({ button: 'middle' }));
    await newTab(() => first.click({ modifiers: ['Control'] }));
    await newTab(() => dialog(page).getByRole('combobox', { name: 'Search docs' }).press('Control+Enter'));
    await expect(dialog(page)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an empty result says so and suggests the six libraries', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Control+k');
    // Pagefind alone would match this by its first letter (every `x` on the site).
    await page.keyboard.type('xylophone');
    await expect(dialog(page)).toContainText('No results for');
    for (const library of LIBRARIES) {
      await expect(dialog(page).getByRole('link', { name: library, exact: true })).toBeVisible();
    }
  });

  test('the not-found page offers a search prefilled with the words of the missing path', async ({ page }) => {
    await page.goto('/glossa/plural-rules');
    await page.getByRole('button', { name: 'Search the docs for “glossa plural rules”' }).click();
    await expect(dialog(page).getByRole('combobox', { name: 'Search docs' })).toHaveValue('glossa plural rules');
    await expect(dialog(page).getByRole('option').first()).toBeVisible();
  });

  test('works on the phone layout and passes axe while open', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search' }).click();
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.type('Sokol');
    await expect(dialog(page).getByRole('option').first()).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
  });
});
