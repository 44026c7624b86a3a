import { expect, test } from '@playwright/test';
import { VIEWPORTS, gotoHydrated } from './helpers';

const PAGES = ['/', '/glossa/concepts/icu', '/no-such-page'];

test.describe('shared layout', () => {
  for (const path of PAGES) {
    test(`${path} has the skip link, navbar, announcement, main area and footer`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toHaveText('Copyright © 2023 Phosphorous.');
      await expect(page.getByRole('contentinfo').getByRole('link')).toHaveCount(0);

      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(main).toBeFocused();
    });
  }

  test('the landing page shows the tagline', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Project documentation', { exact: true })).toBeVisible();
  });

  test('the footer is dark in both colour modes', async ({ page }) => {
    await page.goto('/');
    for (const mode of ['light', 'dark']) {
      await page.evaluate((value) => document.documentElement.setAttribute('data-theme', value), mode);
      const background = await page.getByRole('contentinfo').evaluate((footer) => getComputedStyle(footer).backgroundColor);
      const [r, g, b] = background.match(/\d+/g)!.map(Number);
      expect(r! + g! + b!, `${mode}: ${background}`).toBeLessThan(120);
    }
  });
});

test.describe('navbar', () => {
  test('has the title link, the colour-mode button and exactly one external link', async ({ page }) => {
    await page.goto('/glossa');
    const navbar = page.getByRole('navigation', { name: 'Main' });
    const home = navbar.getByRole('link', { name: 'Phosphorous' });
    await expect(home).toHaveAttribute('href', '/');
    await expect(navbar.getByRole('button', { name: /Switch between dark and light mode/ })).toBeVisible();
    const external = navbar.locator('a[href^="http"]');
    await expect(external).toHaveCount(1);
    const gitlab = navbar.getByRole('link', { name: /GitLab/ });
    await expect(gitlab).toHaveAttribute('href', 'https://gitlab.com/phosphorous');
    await expect(gitlab).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(gitlab).toHaveAccessibleName(/opens in a new tab/);
    // It sits on the right of the title.
    const titleBox = (await home.boundingBox())!;
    const linkBox = (await gitlab.boundingBox())!;
    expect(linkBox.x).toBeGreaterThan(titleBox.x + 300);
  });

  test('never cuts the site name short: whole on a phone, and on the narrowest screens the icon carries it', async ({ page }) => {
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto('/sokol/api');
      const home = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Phosphorous' });
      await expect(home).toBeVisible();
      const name = home.getByText('Phosphorous');
      const [shown, whole] = await name.evaluate((element) => [element.clientWidth, element.scrollWidth]);
      // Either the whole name shows, or none of it (a visually hidden name is one pixel wide).
      if (width === 390) expect(whole).toBeLessThanOrEqual(shown);
      else expect(shown).toBeLessThanOrEqual(1);
    }
  });

  test('hides on scroll down and comes back on scroll up', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/glossa/concepts/icu');
    const navbar = page.getByRole('navigation', { name: 'Main' });
    const height = await navbar.evaluate((nav) => (nav as HTMLElement).offsetHeight);

    // Scrolled less than the navbar's own height: always shown.
    await page.mouse.wheel(0, height / 2);
    await page.waitForTimeout(300);
    await expect(navbar).toBeInViewport();

    await page.mouse.wheel(0, 1200);
    await expect(navbar).not.toBeInViewport();

    await page.mouse.wheel(0, -200);
    await expect(navbar).toBeInViewport();
  });

  test('stays shown while focus is inside it', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/glossa/concepts/icu');
    const navbar = page.getByRole('navigation', { name: 'Main' });
    await navbar.getByRole('link', { name: /GitLab/ }).focus();
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.evaluate(() => window.scrollTo(0, 2500));
    await page.waitForTimeout(300);
    await expect(navbar).toBeInViewport();
  });
});

test.describe('announcement bar', () => {
  test('Dismiss announcement hides it, and it stays dismissed without a flash after reload', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('region', { name: 'Announcement' });
    await expect(bar).toContainText('January 2023');
    await bar.getByRole('button', { name: 'Dismiss announcement' }).click();
    await expect(bar).toBeHidden();
    const stored = await page.evaluate(() => localStorage.getItem('announcement-dismissed'));
    expect(stored).toBeTruthy();

    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const element = document.querySelector('[data-announcement-bar]');
        (window as unknown as { barShownAtLoad: boolean }).barShownAtLoad = element !== null && getComputedStyle(element).display !== 'none';
      });
    });
    await page.reload();
    await expect(bar).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { barShownAtLoad: boolean }).barShownAtLoad)).toBe(false);
  });

  test('closed from the keyboard, focus moves on to the navbar', async ({ page }) => {
    await gotoHydrated(page, '/glossa');
    const close = page.getByRole('region', { name: 'Announcement' }).getByRole('button', { name: 'Dismiss announcement' });
    await close.focus();
    await page.keyboard.press('Enter');
    await expect(close).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Phosphorous' })).toBeFocused();
  });

  test('shows again when the configured id differs from the stored one', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('announcement-dismissed', 'an-older-announcement'));
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
  });
});

test.describe('on other screens and on paper', () => {
  test('on a wide screen the navbar’s contents line up with the page’s columns', async ({ page }) => {
    await page.setViewportSize({ width: 2560, height: 1440 });
    await page.goto('/glossa/concepts/icu');
    const brand = await page.getByRole('navigation', { name: 'Main' }).getByRole('link').first().boundingBox();
    const sidebar = await page.getByRole('navigation', { name: 'Docs sidebar' }).boundingBox();
    expect(Math.abs(brand!.x - sidebar!.x)).toBeLessThan(24);
  });

  test('on a phone held sideways, search takes the height of the screen and shows no keyboard hints', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 667, height: 375 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await gotoHydrated(page, '/glossa/concepts/icu');
    await page.getByRole('button', { name: /^Search/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Search docs' });
    await page.getByRole('combobox', { name: 'Search docs' }).fill('plural');
    await expect(dialog.getByRole('listbox', { name: 'Search results' }).getByRole('option').first()).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box!.y + box!.height).toBeGreaterThan(375 - 24);
    await expect(dialog.getByText('to close')).toBeHidden();
    await context.close();
  });

  test('printed in dark mode, a page comes out in light mode’s colours, its code wrapped on the paper and its site links with the site’s address', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.setViewportSize({ width: 794, height: 1123 });
    await page.goto('/sokol/api');
    await page.emulateMedia({ media: 'print' });
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(794);
    const siteLink = page.getByRole('main').locator('.prose a[href^="/"]').first();
    expect(await siteLink.evaluate((link) => getComputedStyle(link, '::after').content)).toMatch(/^" \(https:\/\/\S+\/sokol\//);
  });
});
