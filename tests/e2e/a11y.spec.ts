import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { siteConfig } from '../../lib/site-config';
import { type Mode, SITE_ROUTES, useStoredColorMode, VIEWPORTS } from './helpers';

const PAGES = [...SITE_ROUTES, '/no-such-page'];
/**
 * Dark mode swaps the colour tokens only (tailwind.config.ts writes them as CSS variables under
 * [data-theme="dark"]); the DOM and the layout stay those of light mode. So light mode gets every
 * rule and dark mode the rules that read colours.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** The page once its layout has answered a resize (resize observers run before the next frame). */
async function resize(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

async function seriousViolations(page: Page, rules?: string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (rules ? builder.withRules(rules) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(' | ')}`);
}

test.describe('axe', () => {
  test.use({ viewport: VIEWPORTS.desktop, reducedMotion: 'reduce' });
  test.beforeEach(({ context }) => useStoredColorMode(context, 'light'));
  // Four axe runs in one test, each within what one used to have.
  test.describe.configure({ timeout: 4 * 30_000 });

  // One load per mode, each width checked once right after a load and once after a resize.
  for (const path of PAGES) {
    test(`${path}: no serious or critical violation in light and dark mode at 1280 and 390 px`, async ({ page }) => {
      const check = (mode: Mode, rules?: string[]) =>
        test.step(`${mode}, ${page.viewportSize()!.width}px`, async () => {
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          expect(await seriousViolations(page, rules)).toEqual([]);
        });
      await page.goto(path);
      await check('light');
      await resize(page, VIEWPORTS.phone);
      await check('light');
      await page.evaluate(([key, mode]) => localStorage.setItem(key, mode), [siteConfig.storageKeys.colorMode, 'dark'] as const);
      await page.reload();
      await check('dark', COLOUR_RULES);
      await resize(page, VIEWPORTS.desktop);
      await check('dark', COLOUR_RULES);
    });
  }
});

test('the drawer passes axe while open', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/glossa');
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
