/**
 * The fixture export as static hosts serve it: by the `serve` package with its defaults, no
 * rewrites, no headers, no redirects of the project's own (the plain-host project, issue 42 point
 * 4), and its GitLab Pages copy as gitlab-pages answers (pages-host). Every page, every kind of
 * client navigation, search and the not-found page work with no request the site makes answered
 * 404 and no console error.
 */
import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated, markWindow, VIEWPORTS, windowMarkerSurvived } from '../helpers';

test.use({ viewport: VIEWPORTS.desktop });

/** Every response of the site that says a file is missing, and every console error. */
function watchForFailures(page: Page) {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().includes('/no-such-page')) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    // The not-found page's own document answers 404: the browser logs that load, as it does on every host.
    if (message.type() === 'error' && !/status of 404/.test(message.text())) failures.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));
  return failures;
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Docs sidebar' });

test('pages load and navigate in the page: links, prefetch, back and forward', async ({ page }) => {
  const failures = watchForFailures(page);
  await gotoHydrated(page, '/');
  await markWindow(page);
  await sidebar(page).getByRole('link', { name: 'Gamma', exact: true }).hover();
  await sidebar(page).getByRole('link', { name: 'Gamma', exact: true }).click();
  await expect(page).toHaveURL(/\/gamma$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gamma');
  await sidebar(page).getByRole('link', { name: 'Beta', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beta');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gamma');
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beta');
  expect(await windowMarkerSurvived(page)).toBe(true);
  expect(failures).toEqual([]);
});

test('a page below the top loads as a document, and its links work', async ({ page }) => {
  const failures = watchForFailures(page);
  await gotoHydrated(page, '/alpha/install');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Installing Alpha');
  await sidebar(page).getByRole('link', { name: 'Gamma', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gamma');
  expect(failures).toEqual([]);
});

test('a navigation on a data-saver connection, which prefetches nothing, fetches its page and shows it', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true, addEventListener() {}, removeEventListener() {} } }));
  const failures = watchForFailures(page);
  await gotoHydrated(page, '/alpha');
  await markWindow(page);
  await sidebar(page).getByRole('link', { name: 'Gamma', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gamma');
  expect(await windowMarkerSurvived(page)).toBe(true);
  expect(failures).toEqual([]);
});

test('search finds a page and its result opens it', async ({ page }) => {
  const failures = watchForFailures(page);
  await gotoHydrated(page, '/');
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search docs' });
  await dialog.getByRole('combobox', { name: 'Search docs' }).fill('install');
  const result = dialog.getByRole('listbox', { name: 'Search results' }).getByRole('option').first();
  await expect(result).toBeVisible();
  await result.click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/\/$/);
  expect(failures).toEqual([]);
});

test('an unknown path shows the not-found page, whose links lead back into the site', async ({ page }) => {
  const failures = watchForFailures(page);
  for (const path of ['/alpha/no-such-page', '/no-such-page']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  }
  await page.getByRole('main').getByRole('link', { name: 'Alpha' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alpha');
  expect(failures).toEqual([]);
});
