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

test.describe('in forced colours (Windows contrast themes), where backgrounds and colours give way', () => {
  test.use({ viewport: VIEWPORTS.desktop });
  test.beforeEach(({ page }) => page.emulateMedia({ forcedColors: 'active' }));

  test('the chosen search result, the current docs version and the selected code tab each keep a mark of their own', async ({ page }) => {
    await page.goto('/glossa');
    const bottomLine = (element: Element) => parseFloat(getComputedStyle(element).borderBottomWidth);
    const tabs = page.getByRole('tablist').first().getByRole('tab');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    expect(await tabs.first().evaluate(bottomLine)).toBeGreaterThan(await tabs.nth(1).evaluate(bottomLine));

    // An outline inside its border: wider without growing, and kept in forced colours, where a shadow is not.
    const versions = page.getByRole('navigation', { name: 'Glossa versions' }).getByRole('link');
    await expect(versions.first()).toHaveAttribute('aria-current', 'page');
    const outline = (element: Element) => getComputedStyle(element).outlineStyle;
    expect([await versions.first().evaluate(outline), await versions.nth(1).evaluate(outline)]).toEqual(['solid', 'none']);

    await page.getByRole('button', { name: /^Search/ }).click();
    await page.getByRole('combobox', { name: 'Search docs' }).fill('plural');
    const results = page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
    await expect(results.nth(2)).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(results.nth(1)).toHaveAttribute('aria-selected', 'true');
    expect([await results.nth(1).evaluate(outline), await results.nth(2).evaluate(outline)]).toEqual(['solid', 'none']);
  });
});
