import { expect, type Locator, type Page } from '@playwright/test';

/** WCAG 2.2 success criterion 2.5.8 (Target Size, Minimum): 24×24 CSS px. */
export const MIN_TARGET_PX = 24;

/**
 * The tap targets inside `scope` that fail WCAG 2.2's minimum target size, as `name: width×height`
 * lines (none when all pass). A target passes when it is at least 24×24 px, or under the
 * criterion's exceptions: a link inside a sentence (its size set by the line of text around it),
 * or an undersized target whose 24 px circle, centred on it, touches no other target and no other
 * undersized target's circle. Visually hidden targets (the skip link before it is focused) are
 * not there to be tapped.
 */
export function tapTargetFailures(scope: Locator): Promise<string[]> {
  return scope.evaluate((root, minimum) => {
    const selector = 'a[href], button, select, input:not([type=hidden]), textarea, summary, [role=tab], [role=option], [role=switch]';
    const isShown = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true }) && getComputedStyle(element).clipPath === 'none';
    const targets = [...root.querySelectorAll(selector)].filter(isShown).map((element) => ({ element, box: element.getBoundingClientRect() }));
    const isSmall = ({ box }: { box: DOMRect }) => box.width < minimum || box.height < minimum;
    const nameOf = (element: Element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);

    /** In a sentence: an inline link whose block holds words of its own around it, not only other targets and separators. */
    const isInSentence = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
      if (!block) return false;
      const words = block.cloneNode(true) as Element;
      for (const target of words.querySelectorAll(selector)) target.remove();
      return /\p{L}{2,}/u.test(words.textContent ?? '');
    };

    const centre = (box: DOMRect) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
    const circleTouchesBox = (point: { x: number; y: number }, box: DOMRect) => {
      const dx = Math.max(box.left - point.x, 0, point.x - box.right);
      const dy = Math.max(box.top - point.y, 0, point.y - box.bottom);
      return Math.hypot(dx, dy) < minimum / 2;
    };
    const isSpacedApart = (target: (typeof targets)[number]) => {
      const own = centre(target.box);
      return targets.every((other) => {
        if (other === target || other.element.contains(target.element) || target.element.contains(other.element)) return true;
        if (circleTouchesBox(own, other.box)) return false;
        if (!isSmall(other)) return true;
        const theirs = centre(other.box);
        return Math.hypot(own.x - theirs.x, own.y - theirs.y) >= minimum;
      });
    };

    return targets
      .filter((target) => isSmall(target) && !isInSentence(target.element) && !isSpacedApart(target))
      .map(({ element, box }) => `${nameOf(element)}: ${box.width.toFixed(1)}×${box.height.toFixed(1)}`);
  }, MIN_TARGET_PX);
}

/**
 * The tap target failures of the phone drawer, then of the search dialog showing the results of
 * `query` (which must fill more than one batch, so "More results" is measured too).
 */
export async function dialogTapTargetFailures(page: Page, query: string): Promise<{ drawer: string[]; search: string[] }> {
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link').first()).toBeVisible();
  const drawerFailures = await tapTargetFailures(drawer);
  await page.keyboard.press('Escape');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /Search/ }).click();
  const search = page.getByRole('dialog', { name: 'Search docs' });
  await search.getByRole('combobox', { name: 'Search docs' }).fill(query);
  await expect(search.getByRole('button', { name: /More results/ })).toBeVisible();
  await expect(search.getByRole('combobox', { name: 'Library' })).toBeVisible();
  return { drawer: drawerFailures, search: await tapTargetFailures(search) };
}
