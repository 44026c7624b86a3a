import { expect, test } from '@playwright/test';
import { VIEWPORTS } from './helpers';

for (const viewport of [VIEWPORTS.phone, VIEWPORTS.mobileEdge]) {
  test.describe(`mobile drawer at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('replaces the sidebar and opens from the navbar button', async ({ page }) => {
      await page.goto('/glossa/concepts/icu');
      await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toBeHidden();
      // The open modal hides the rest of the page from assistive technology, the button included.
      const toggle = page.getByRole('button', { name: 'Toggle navigation bar', includeHidden: true });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const drawer = page.getByRole('dialog');
      await expect(drawer.getByRole('navigation', { name: 'Docs sidebar' })).toBeVisible();
      await expect(drawer.getByRole('link', { name: 'ICU MessageFormat' })).toHaveAttribute('aria-current', 'page');
    });

    test('closes on Escape and returns focus to the button; focus is trapped inside', async ({ page }) => {
      await page.goto('/glossa');
      const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
      await toggle.click();
      const drawer = page.getByRole('dialog');
      await expect(drawer).toBeVisible();
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab');
        expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(toggle).toBeFocused();
      await expect(page).toHaveURL(/\/glossa$/);
    });

    test('closes on the backdrop', async ({ page }) => {
      await page.goto('/glossa');
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.mouse.click(viewport.width - 10, viewport.height / 2);
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page).toHaveURL(/\/glossa$/);
    });

    test("the browser's Back button closes the drawer instead of leaving the page", async ({ page }) => {
      await page.goto('/');
      await page.getByRole('link', { name: 'Glossa' }).first().click();
      await expect(page).toHaveURL(/\/glossa$/);
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.goBack();
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page).toHaveURL(/\/glossa$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Glossa');
    });

    test('following a link closes it, and Back then returns to the previous page', async ({ page }) => {
      await page.goto('/glossa');
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      const drawer = page.getByRole('dialog');
      await drawer.getByRole('button', { name: "Expand sidebar category 'Sokol'" }).click();
      await drawer.getByRole('link', { name: 'Example' }).click();
      await expect(page).toHaveURL(/\/sokol\/example$/);
      await expect(drawer).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Worked example');
      await page.goBack();
      await expect(page).toHaveURL(/\/glossa$/);
    });

    test('on a slow connection a followed link closes it at once and the progress bar shows', async ({ page }) => {
      await page.goto('/glossa');
      await page.route(/\/sokol[^?]*\.txt/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      const drawer = page.getByRole('dialog');
      await drawer.getByRole('link', { name: 'Sokol', exact: true }).click();
      await expect(drawer).toBeHidden();
      await expect(page).toHaveURL(/\/glossa$/);
      await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sokol');
      await page.goBack();
      await expect(page).toHaveURL(/\/glossa$/);
    });

    test('closes when the window grows to the desktop layout', async ({ page }) => {
      await page.goto('/glossa');
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.setViewportSize(VIEWPORTS.desktopEdge);
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toBeVisible();
      await expect(page).toHaveURL(/\/glossa$/);
    });

    test('the navbar never hides while the drawer is open', async ({ page }) => {
      await page.goto('/glossa/concepts/icu');
      await page.mouse.wheel(0, 1500);
      await page.getByRole('navigation', { name: 'Main' }).evaluate(() => window.scrollBy(0, -10));
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.mouse.wheel(0, 800);
      await page.waitForTimeout(300);
      await expect(page.getByRole('navigation', { name: 'Main', includeHidden: true })).toBeInViewport();
    });
  });
}
