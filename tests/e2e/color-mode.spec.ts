import { expect, test } from '@playwright/test';

const toggleName = (mode: string) => `Switch between dark and light mode (currently ${mode} mode)`;

test.describe('colour mode', () => {
  test('defaults to light even when the system prefers dark', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('button', { name: toggleName('light') })).toBeVisible();
  });

  test('the navbar button toggles the mode and stores the choice', async ({ page }) => {
    await page.goto('/glossa');
    await page.getByRole('button', { name: toggleName('light') }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: toggleName('dark') })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.getByRole('button', { name: toggleName('dark') }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(background);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('a reload in dark mode never paints light first', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('theme', 'dark');
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { themeAtLoad: string | undefined }).themeAtLoad = document.documentElement.dataset.theme;
        (window as unknown as { backgroundAtLoad: string }).backgroundAtLoad = getComputedStyle(document.documentElement).backgroundColor;
      });
    });
    await page.goto('/glossa/concepts/icu');
    const { theme, background } = await page.evaluate(() => ({
      theme: (window as unknown as { themeAtLoad: string }).themeAtLoad,
      background: (window as unknown as { backgroundAtLoad: string }).backgroundAtLoad,
    }));
    expect(theme).toBe('dark');
    expect(background).not.toBe('rgb(255, 255, 255)');
    await expect(page.getByRole('button', { name: toggleName('dark') })).toBeVisible();
  });

  test('an invalid stored value is ignored', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'purple'));
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('button', { name: toggleName('light') })).toBeVisible();
  });

  test('the toggle works by keyboard with a visible focus ring', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: toggleName('light') });
    await toggle.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(toggle).toBeFocused();
    const outline = await toggle.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});
