import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated, isPayloadRequest, markWindow, VIEWPORTS, windowMarkerSurvived } from './helpers';

test.use({ viewport: VIEWPORTS.desktop });

function countPayloadRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (isPayloadRequest(request.url())) urls.push(request.url());
  });
  return urls;
}

async function emulateConnection(page: Page, connection: { saveData?: boolean; effectiveType?: string }) {
  await page.addInitScript((value) => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: { ...value, addEventListener() {}, removeEventListener() {} },
    });
  }, connection);
}

test.describe('client-side navigation', () => {
  test('following an internal link changes the page without a full reload', async ({ page }) => {
    await gotoHydrated(page, '/glossa');
    await markWindow(page);
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Sokol', exact: true }).click();
    await expect(page).toHaveURL(/\/sokol$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sokol');
    await expect(page).toHaveTitle('Sokol | Phosphorous');
    expect(await windowMarkerSurvived(page)).toBe(true);
  });

  test('links prefetch their targets when visible and on hover', async ({ page }) => {
    const payloads = countPayloadRequests(page);
    await gotoHydrated(page, '/');
    await expect.poll(() => payloads.length).toBeGreaterThan(0);
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await sidebar.getByRole('button', { name: "Expand sidebar category 'Sokol'" }).click();
    await sidebar.getByRole('link', { name: 'Example' }).hover();
    await expect.poll(() => payloads.some((url) => url.includes('/sokol/example'))).toBe(true);
  });

  for (const [name, connection] of [
    ['data saver', { saveData: true, effectiveType: '4g' }],
    ['a 2g connection', { effectiveType: '2g' }],
    ['a slow-2g connection', { effectiveType: 'slow-2g' }],
  ] as const) {
    test(`nothing is prefetched on ${name}, and navigation still works`, async ({ page }) => {
      await emulateConnection(page, connection);
      const payloads = countPayloadRequests(page);
      await gotoHydrated(page, '/');
      const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
      await sidebar.getByRole('button', { name: "Expand sidebar category 'Sokol'" }).click();
      await sidebar.getByRole('link', { name: 'Example' }).hover();
      await page.waitForTimeout(1500);
      expect(payloads).toEqual([]);

      await markWindow(page);
      await sidebar.getByRole('link', { name: 'Example' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Worked example');
      expect(await windowMarkerSurvived(page)).toBe(true);
    });
  }
});

test.describe('loading states', () => {
  test('the progress bar appears only after 200 ms and finishes when the page shows', async ({ page }) => {
    // No prefetch, so the click has to fetch the slowed payload.
    await emulateConnection(page, { saveData: true });
    await gotoHydrated(page, '/glossa');
    await page.route(isPayloadRequestForSokol, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    // Record, in the page's frame clock (the one CSS animation delays run on), the frame of the
    // click and the first frames in which the bar and the content spinner were visible.
    await page.evaluate(() => {
      const times = { click: 0, bar: 0, spinner: 0 };
      (window as unknown as { times: typeof times }).times = times;
      document.addEventListener('click', () => (times.click ||= Number(document.timeline.currentTime)), true);
      const visible = (selector: string) => {
        const element = document.querySelector(selector);
        return element !== null && getComputedStyle(element).visibility === 'visible';
      };
      const watch = (frame: number) => {
        if (times.click && !times.bar && visible('[role="progressbar"]')) times.bar = frame;
        if (times.click && !times.spinner && visible('main [role="status"]')) times.spinner = frame;
        requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Sokol', exact: true }).click();
    const bar = page.getByRole('progressbar', { name: 'Loading page' });
    await expect(bar).toBeVisible();
    // While the content loads, a spinner with an accessible name shows in the content area.
    await expect(page.getByRole('main').getByRole('status', { name: 'Loading page content' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sokol');
    await expect(bar).toBeHidden();
    const times = await page.evaluate(() => (window as unknown as { times: { click: number; bar: number; spinner: number } }).times);
    expect(times.bar - times.click).toBeGreaterThanOrEqual(200);
    expect(times.spinner - times.click).toBeGreaterThanOrEqual(200);
    expect(times.bar - times.click).toBeLessThan(1500);
  });

  test('a fast navigation shows no progress bar', async ({ page }) => {
    await gotoHydrated(page, '/glossa');
    // Watch every frame for a visible bar.
    await page.evaluate(() => {
      const state = window as unknown as { sawBar: boolean };
      state.sawBar = false;
      const watch = () => {
        const bar = document.querySelector('[role="progressbar"]');
        if (bar && getComputedStyle(bar).visibility === 'visible') state.sawBar = true;
        requestAnimationFrame(watch);
      };
      watch();
    });
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await sidebar.getByRole('link', { name: 'Alexandria', exact: true }).hover();
    await page.waitForTimeout(500);
    await sidebar.getByRole('link', { name: 'Alexandria', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alexandria');
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => (window as unknown as { sawBar: boolean }).sawBar)).toBe(false);
  });

  test('when a page payload fails to load, the reader still gets the page', async ({ page }) => {
    await emulateConnection(page, { saveData: true });
    await gotoHydrated(page, '/glossa');
    await markWindow(page);
    await page.route(isPayloadRequestForSokol, (route) => route.abort('failed'));
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Sokol', exact: true }).click();
    // The spec allows a full browser reload as the fallback; a load-error panel with Retry is the other outcome.
    const retry = page.getByRole('button', { name: 'Retry' });
    const heading = page.getByRole('heading', { level: 1, name: 'Sokol' });
    await expect(retry.or(heading)).toBeVisible();
    if (await retry.isVisible()) {
      await page.unroute(isPayloadRequestForSokol);
      await retry.click();
      await expect(heading).toBeVisible();
    } else {
      await expect(page).toHaveURL(/\/sokol$/);
      expect(await windowMarkerSurvived(page)).toBe(false);
    }
  });
});

function isPayloadRequestForSokol(url: URL) {
  return url.pathname.startsWith('/sokol') && isPayloadRequest(url.href);
}

test.describe('static only', () => {
  test('pages request only their own static files, with GET', async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const requests: { method: string; url: string }[] = [];
    page.on('request', (request) => requests.push({ method: request.method(), url: request.url() }));
    for (const path of ['/', '/glossa/concepts/icu', '/sokol/example', '/no-such-page']) {
      await page.goto(path, { waitUntil: 'networkidle' });
    }
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Calibre', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calibre');
    await page.waitForLoadState('networkidle');
    expect(requests.length).toBeGreaterThan(0);
    for (const request of requests) {
      expect(new URL(request.url).origin, request.url).toBe(origin);
      expect(request.method, request.url).toBe('GET');
    }
  });
});
