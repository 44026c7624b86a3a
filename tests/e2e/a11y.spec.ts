import { expect, test } from '@playwright/test';
import { expectNoSeriousViolationInBothModesAndWidths, FOUR_AXE_RUNS_TIMEOUT, seriousViolations } from './axe';
import { useStoredColorMode, VIEWPORTS } from './helpers';

test.describe('axe', () => {
  test.use({ viewport: VIEWPORTS.desktop, reducedMotion: 'reduce' });
  test.beforeEach(({ context }) => useStoredColorMode(context, 'light'));
  test.describe.configure({ timeout: FOUR_AXE_RUNS_TIMEOUT });

  // Each published route is checked on the load that checks its other duties (every-route.spec.ts).
  test('the not-found page: no serious or critical violation in light and dark mode at 1280 and 390 px', ({ page }) =>
    expectNoSeriousViolationInBothModesAndWidths(page, '/no-such-page'));
});

test('the drawer passes axe while open', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/glossa');
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
