import { expect, test } from '@playwright/test';
import { colorTokens } from '../../tailwind.config';
import { siteConfig } from '../../lib/site-config';
import { type Mode, useStoredColorMode, VIEWPORTS } from './helpers';

const hexToRgb = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
};

// One context per mode; each width is a fresh load in it, so the first Tab starts from the page's top.
for (const mode of ['light', 'dark'] as Mode[]) {
  test(`${mode} mode at ${Object.values(VIEWPORTS).map(({ width }) => `${width}px`).join(', ')}: the layout and its colours follow the tokens`, async ({ browser }) => {
    // Four loads, each within what one used to have.
    test.setTimeout(4 * 30_000);
    const context = await browser.newContext();
    await useStoredColorMode(context, mode);
    const page = await context.newPage();
    const tokens = colorTokens[mode];
    for (const viewport of Object.values(VIEWPORTS)) {
      const desktop = viewport.width > 996;
      // Below this width the table of contents sits above the text, so the text keeps its reading width.
      const tocColumn = viewport.width > siteConfig.layout.tocColumnBreakpointPx;
      await test.step(`${viewport.width}px`, async () => {
        await page.setViewportSize(viewport);
        await page.goto('/glossa/concepts/styling');
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);

        const colour = (selector: string, property: 'backgroundColor' | 'color') =>
          page.locator(selector).first().evaluate((element, name) => getComputedStyle(element)[name], property);
        expect(await colour('body', 'backgroundColor')).toBe(hexToRgb(tokens.bg));
        expect(await colour('body', 'color')).toBe(hexToRgb(tokens.fg));
        expect(await colour('footer', 'backgroundColor')).toBe(hexToRgb(tokens['footer-bg']));
        expect(await colour('.code-block', 'backgroundColor')).toBe(hexToRgb(tokens['code-bg']));
        expect(await colour('[data-announcement-bar]', 'backgroundColor')).toBe(hexToRgb(tokens['announcement-bg']));

        await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toBeVisible({ visible: desktop });
        await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeVisible({ visible: !desktop });
        const toc = page.getByRole('navigation', { name: 'Table of contents' });
        if (tocColumn) await expect(toc).toBeVisible();
        else await expect(page.getByText('On this page', { exact: true }).filter({ visible: true })).toBeVisible();

        // Keyboard focus is visible, in the ring colour of the mode.
        await page.keyboard.press('Tab');
        const skip = page.getByRole('link', { name: 'Skip to main content' });
        await expect(skip).toBeFocused();
        expect(await skip.evaluate((element) => getComputedStyle(element).outlineColor)).toBe(hexToRgb(tokens.ring));
      });
    }
    await context.close();
  });
}
