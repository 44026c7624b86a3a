import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { type Mode, SPEC_ROUTES, useStoredColorMode, VIEWPORTS } from './helpers';

const MODES: Mode[] = ['light', 'dark'];
const PAGES = [...SPEC_ROUTES, '/no-such-page'];

for (const mode of MODES) {
  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
    test.describe(`axe (${mode}, ${viewport.width}px)`, () => {
      test.use({ viewport, reducedMotion: 'reduce' });
      test.beforeEach(({ context }) => useStoredColorMode(context, mode));

      for (const path of PAGES) {
        test(`${path}: no serious or critical violation`, async ({ page }) => {
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          const results = await new AxeBuilder({ page }).analyze();
          const failures = results.violations
            .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
            .map((violation) => `${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(' | ')}`);
          expect(failures).toEqual([]);
        });
      }
    });
  }
}

test('the drawer passes axe while open', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/glossa');
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
});
