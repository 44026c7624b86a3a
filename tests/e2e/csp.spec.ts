import { expect, test } from '@playwright/test';
import { watchCsp } from './csp-watch';
import { gotoHydrated, markWindow, VIEWPORTS, windowMarkerSurvived } from './helpers';

const toggleName = (mode: string) => `Switch between dark and light mode (currently ${mode} mode)`;

test.describe('content security policy', () => {
  test('colour mode, search and client navigation work with no violation', async ({ page }) => {
    const violations = await watchCsp(page);
    await gotoHydrated(page, '/glossa');
    await page.getByRole('button', { name: toggleName('light') }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    // Pagefind compiles WebAssembly: this is what 'wasm-unsafe-eval' is for.
    await page.keyboard.press('Control+k');
    await page.keyboard.type('MessageFormat');
    const dialog = page.getByRole('dialog', { name: 'Search docs' });
    await expect(dialog.getByRole('listbox', { name: 'Search results' }).getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Escape');

    await markWindow(page);
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Sokol', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sokol');
    expect(await windowMarkerSurvived(page), 'the navigation was a client-side one').toBe(true);
    expect(await violations()).toEqual([]);
  });

  test('the phone drawer opens with no violation', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    const violations = await watchCsp(page);
    await gotoHydrated(page, '/glossa/concepts/icu');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.getByRole('dialog').getByRole('navigation', { name: 'Docs sidebar' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(await violations()).toEqual([]);
  });

  test('the policy is enforced: an injected inline script and style attribute are blocked and reported', async ({ page }) => {
    const violations = await watchCsp(page);
    await gotoHydrated(page, '/');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true';
      document.body.append(script);
      const box = document.createElement('div');
      box.innerHTML = '<p id="styled" style="color: rgb(255, 0, 0)">x</p>';
      document.body.append(box);
      return (window as unknown as { injectedRan?: boolean }).injectedRan === true;
    });
    expect(ran).toBe(false);
    await expect(page.locator('#styled')).not.toHaveCSS('color', 'rgb(255, 0, 0)');
    await expect.poll(async () => (await violations()).join('\n')).toMatch(/script-src-elem[\s\S]*style-src-attr|style-src-attr[\s\S]*script-src-elem/);
  });
});
