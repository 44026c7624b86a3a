import { expect, test } from '@playwright/test';
import { VIEWPORTS, gotoHydrated } from './helpers';

test.describe('table of contents', () => {
  test('desktop: a right-hand column of h2 and h3 links, h3 nested under h2', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/glossa/concepts/icu');
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    await expect(toc).toBeVisible();
    const h2Count = await page.locator('article .prose h2').count();
    const h3Count = await page.locator('article .prose h3').count();
    await expect(toc.locator(':scope > ul > li')).toHaveCount(h2Count);
    await expect(toc.getByRole('link')).toHaveCount(h2Count + h3Count);
    // An h3 entry is nested in its h2 entry's list item.
    await expect(toc.locator(':scope > ul > li').filter({ hasText: 'Numbers' }).getByRole('link', { name: 'Number skeletons' })).toBeVisible();
    const mainBox = (await page.getByRole('main').locator('article').boundingBox())!;
    const tocBox = (await toc.boundingBox())!;
    expect(tocBox.x).toBeGreaterThan(mainBox.x + mainBox.width - 1);
  });

  test('highlights the heading in view while scrolling', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/glossa/concepts/icu');
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    await expect(toc.locator('[aria-current="location"]')).toHaveText('Placeholders');
    await page.locator('#plurals').scrollIntoViewIfNeeded();
    await page.evaluate(() => document.getElementById('plurals')!.scrollIntoView({ block: 'start' }));
    await expect(toc.locator('[aria-current="location"]')).toHaveText('Plurals');
  });

  test('a section near the end stays highlighted after its link is followed', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await gotoHydrated(page, '/glossa/concepts/icu');
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    // The page ends before Pitfalls can reach the top, so its subsections are on screen too.
    await toc.getByRole('link', { name: 'Pitfalls', exact: true }).click();
    await expect(page).toHaveURL(/#pitfalls$/);
    await expect(toc.locator('[aria-current="location"]')).toHaveText('Pitfalls');
  });

  test('following an anchor never hides the heading under the sticky navbar', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/glossa/concepts/icu');
    await page.getByRole('navigation', { name: 'Table of contents' }).getByRole('link', { name: 'Select' }).click();
    await expect(page).toHaveURL(/#select$/);
    await page.waitForTimeout(300);
    const navBottom = await page.getByRole('navigation', { name: 'Main' }).evaluate((nav) => nav.getBoundingClientRect().bottom);
    const headingTop = await page.locator('#select').evaluate((heading) => heading.getBoundingClientRect().top);
    expect(headingTop).toBeGreaterThanOrEqual(navBottom);
  });

  for (const viewport of [VIEWPORTS.mobileEdge, VIEWPORTS.phone]) {
    test(`below the breakpoint (${viewport.width}px): a collapsible "On this page" above the content`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, '/sokol/concepts');
      const summary = page.getByText('On this page', { exact: true }).filter({ visible: true });
      await expect(summary).toBeVisible();
      const toc = page.getByRole('navigation', { name: 'Table of contents' });
      await expect(toc).toBeHidden();
      await summary.click();
      await expect(toc).toBeVisible();
      const last = toc.getByRole('link').last();
      const target = (await last.getAttribute('href'))!;
      await last.click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      // The list folds away once used, and the heading still lands just below the navbar's place
      // (the navbar itself may be hiding, as the jump scrolled down).
      await expect(toc).toBeHidden();
      const navbarHeight = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!.height;
      const heading = (await page.locator(target).boundingBox())!;
      expect(heading.y).toBeGreaterThanOrEqual(navbarHeight - 1);
      expect(heading.y).toBeLessThan(navbarHeight + 40);
    });
  }
});
