import { expect, test } from '@playwright/test';
import { colorTokens } from '../../tailwind.config';
import { AA_NORMAL_TEXT, contrastPairs } from '../../lib/design/contrast-pairs';
import { contrastRatio } from '../../lib/design/contrast';
import { expectNoSeriousViolation, FOUR_AXE_RUNS_TIMEOUT, reloadInStoredDarkMode } from './axe';
import { gotoHydrated, resize, SERVER_INDEPENDENT, useStoredColorMode, VIEWPORTS } from './helpers';

const ROUTE = '/design-tokens';

test.describe('the designers’ page', () => {
  test('shows every colour token and every text/background pair with its contrast, in light and dark side by side', async ({ page, context }) => {
    await useStoredColorMode(context, 'light');
    await gotoHydrated(page, ROUTE);
    await expect(page.getByRole('heading', { level: 1, name: 'Design tokens' })).toBeVisible();
    for (const mode of ['light', 'dark'] as const) {
      const panel = page.getByRole('region', { name: `${mode === 'light' ? 'Light' : 'Dark'} mode`, exact: true });
      // The panel sets its own mode, whatever the page's.
      await expect(panel).toHaveAttribute('data-theme', mode);
      const tokens = panel.getByRole('region', { name: `Colour tokens, ${mode} mode` });
      await expect(tokens.getByRole('row')).toHaveCount(Object.keys(colorTokens[mode]).length + 1);
      await expect(tokens.getByRole('row', { name: /^accent / }).first()).toContainText(colorTokens[mode].accent);
      const pairs = panel.getByRole('region', { name: `Text on background, ${mode} mode` });
      await expect(pairs.getByRole('row')).toHaveCount(contrastPairs.length + 1);
      const ratio = contrastRatio(colorTokens[mode].muted, colorTokens[mode].surface);
      await expect(pairs.getByRole('row', { name: /muted text on surface/ })).toContainText(`${ratio.toFixed(2)}:1 ${ratio >= AA_NORMAL_TEXT ? 'passes' : 'fails'}`);
      // Elements as the content's markdown becomes them, in the panel's colours.
      await expect(panel.getByRole('heading', { name: 'Callouts' })).toBeVisible();
      const note = panel.locator('.callout').first();
      await expect(note).toBeVisible();
      expect(await note.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(hexToRgb(colorTokens[mode]['note-bg']));
    }
    // Side by side on a wide screen.
    const [light, dark] = await Promise.all(['Light mode', 'Dark mode'].map((name) => page.getByRole('region', { name, exact: true }).boundingBox()));
    expect(dark!.x).toBeGreaterThan(light!.x + light!.width - 1);
  });

  test('no serious axe violation in either page mode, at 1280 and 390 px', async ({ page, context }) => {
    test.setTimeout(FOUR_AXE_RUNS_TIMEOUT);
    await useStoredColorMode(context, 'light');
    await gotoHydrated(page, ROUTE);
    await expectNoSeriousViolation(page, 'light');
    await resize(page, VIEWPORTS.phone);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'sideways scroll at 390 px').toBeLessThanOrEqual(0);
    await reloadInStoredDarkMode(page);
    await expectNoSeriousViolation(page, 'dark');
  });

  test('is kept from search engines, the sitemap, search and llms.txt', { tag: SERVER_INDEPENDENT }, async ({ page, request }) => {
    await page.goto(ROUTE);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('[data-pagefind-body]')).toHaveCount(0);
    for (const file of ['/sitemap.xml', '/llms.txt']) {
      const response = await request.get(file);
      expect(response.ok()).toBe(true);
      expect(await response.text(), file).not.toContain(ROUTE);
    }
  });
});

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
