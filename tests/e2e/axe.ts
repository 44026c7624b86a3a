import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { siteConfig } from '../../lib/site-config';
import { type Mode, resize, VIEWPORTS } from './helpers';

/**
 * Dark mode swaps the colour tokens only (tailwind.config.ts writes them as CSS variables under
 * [data-theme="dark"]); the DOM and the layout stay those of light mode. So light mode gets every
 * rule and dark mode the rules that read colours.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The rule whose verdict on a page's own content changes with the window's width: what overflows,
 * and so scrolls and must be focusable, depends on how wide each code block and table is.
 */
export const WIDTH_RULES = ['scrollable-region-focusable'];

/** Four axe runs in one test, each within what one used to have. */
export const FOUR_AXE_RUNS_TIMEOUT = 4 * 30_000;

/**
 * axe over `page`, reporting every violation, three to four times faster than by default on a long
 * page: by default it runs in parts, then finishes in a blank page of its own, shipping every
 * result between them, and gives each node of every result, passes included, a unique selector.
 * Legacy mode runs it once in the page, which skips only cross-origin frames (the site has no
 * frame), and asking for violations keeps one node of the other results.
 */
export const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });

export async function seriousViolations(page: Page, rules?: string[]): Promise<string[]> {
  const builder = axeOn(page);
  const results = await (rules ? builder.withRules(rules) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(' | ')}`);
}

/** Stores dark mode, as the reader's choice, and reloads the page in it. */
export async function reloadInStoredDarkMode(page: Page) {
  await page.evaluate(([key, mode]) => localStorage.setItem(key, mode), [siteConfig.storageKeys.colorMode, 'dark'] as const);
  await page.reload();
}

/** No serious or critical violation of `rules` (all by default) on the page as it is, in colour mode `mode`. */
export const expectNoSeriousViolation = (page: Page, mode: Mode, rules?: string[]) =>
  test.step(`axe, ${mode}, ${page.viewportSize()!.width}px`, async () => {
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    expect(await seriousViolations(page, rules)).toEqual([]);
  });

/**
 * No serious or critical violation on `path` in light and dark mode at 1280 and 390 px, from a
 * context that stores light mode (useStoredColorMode): one load per mode, each width checked once
 * right after a load and once after a resize. `ready` waits for what must show after each load.
 */
export async function expectNoSeriousViolationInBothModesAndWidths(page: Page, path: string, ready: (page: Page) => Promise<void> = async () => {}) {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto(path);
  await ready(page);
  await expectNoSeriousViolation(page, 'light');
  await resize(page, VIEWPORTS.phone);
  await expectNoSeriousViolation(page, 'light');
  await reloadInStoredDarkMode(page);
  await ready(page);
  await expectNoSeriousViolation(page, 'dark', COLOUR_RULES);
  await resize(page, VIEWPORTS.desktop);
  await expectNoSeriousViolation(page, 'dark', COLOUR_RULES);
}
