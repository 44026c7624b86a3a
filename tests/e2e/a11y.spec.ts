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
    // The search box shows where focus is: its underline is a shadow, which forced colours drop.
    const input = page.getByRole('combobox', { name: 'Search docs' });
    await expect(input).toBeFocused();
    expect(await input.evaluate(outline)).toBe('solid');
    await page.keyboard.press('Shift+Tab');
    await expect(input).not.toBeFocused();
    expect(await input.evaluate(outline)).toBe('none');
  });

  test('the current entry of the table of contents keeps a mark of its own', async ({ page }) => {
    await page.goto('/glossa/1.0/migrating');
    const entries = page.getByRole('navigation', { name: 'Table of contents' }).getByRole('link');
    const current = page.getByRole('navigation', { name: 'Table of contents' }).locator('[aria-current]');
    await expect(current).toHaveCount(1);
    const startLine = (element: Element) => parseFloat(getComputedStyle(element).borderLeftWidth);
    expect(await current.evaluate(startLine)).toBeGreaterThan(0);
    const others = await entries.evaluateAll((links) => links.filter((link) => !link.hasAttribute('aria-current')).map((link) => parseFloat(getComputedStyle(link).borderLeftWidth)));
    expect(new Set(others)).toEqual(new Set([0]));
  });
});

test('the current docs version shows the focus ring every control shows when the keyboard reaches it', async ({ page }) => {
  await page.goto('/glossa/1.0/migrating');
  const versions = page.getByRole('navigation', { name: 'Glossa versions' }).getByRole('link');
  const ring = (element: Element) => {
    const style = getComputedStyle(element);
    return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} ${style.outlineOffset}`;
  };
  await expect(versions.nth(1)).toHaveAttribute('aria-current', 'page');
  const unfocusedCurrent = await versions.nth(1).evaluate(ring);
  await versions.nth(0).focus();
  await page.keyboard.press('Tab');
  await expect(versions.nth(1)).toBeFocused();
  const focusedCurrent = await versions.nth(1).evaluate(ring);
  await page.keyboard.press('Shift+Tab');
  expect(focusedCurrent).toBe(await versions.nth(0).evaluate(ring));
  expect(focusedCurrent).not.toBe(unfocusedCurrent);
});

test('a reader whose default font size is twice the usual gets the phone layout in a 1280 px window, not columns too narrow for the text', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
  await page.goto('/glossa/1.0/migrating');
  await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeVisible();
  const main = await page.getByRole('main').boundingBox();
  expect(main!.width).toBeGreaterThan(VIEWPORTS.desktop.width * 0.9);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.desktop.width);
});
