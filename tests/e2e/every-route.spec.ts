import { expect, test } from '@playwright/test';
import { COLOUR_RULES, expectNoSeriousViolation, FOUR_AXE_RUNS_TIMEOUT, reloadInStoredDarkMode, WIDTH_RULES } from './axe';
import { expectStrictPolicy, watchCsp } from './csp-watch';
import { routesHoldingEveryElementKind } from './element-kinds';
import { gotoHydrated, resize, SITE_ROUTES, useStoredColorMode, VIEWPORTS } from './helpers';

// Every published route, as a reader gets it from `npm run serve`: one load with JavaScript and one
// without, each checked for everything a route owes its reader. Behind nginx, each route's policy is
// checked by nginx/csp-routes.spec.ts.
//
// Every route gets axe in full at 1280 px in light mode. At 390 px and in dark mode, where axe takes
// as long again each, the whole of axe (in dark mode, its colour rules) runs on the fewest routes
// whose pages hold every kind of element the site's pages hold (tag, parent, class, ARIA and data
// attributes: what a phone's styles, the dark mode's colours and axe's rules are written against);
// on the others at 390 px only the rule whose verdict on the same kind of element still changes
// with its width, WIDTH_RULES. The load without JavaScript, which shows the same markup with the
// same styles, runs on those routes too: what could hide content without a script is a kind of
// element, and each kind is among them.
test.use({ viewport: VIEWPORTS.desktop, reducedMotion: 'reduce' });
test.beforeEach(({ context }) => useStoredColorMode(context, 'light'));
test.describe.configure({ timeout: FOUR_AXE_RUNS_TIMEOUT });

for (const route of SITE_ROUTES) {
  test(`${route}: its title, its strict policy, no generated link with a trailing slash or .html, no table cut on a desktop, no sideways scroll on a phone, no serious axe violation at 1280 px nor at 390 px nor in dark mode, its content without JavaScript (each kind of element)`, async ({ page, browser, request }) => {
    const holdsAnElementKind = (await routesHoldingEveryElementKind(browser, request, SITE_ROUTES)).has(route);
    const violations = await watchCsp(page);

    await test.step('answers 200 under its strict policy, with its title in <h1> and <title>, the library named in <title> when the h1 does not', async () => {
      const response = await gotoHydrated(page, route);
      expect(response?.status()).toBe(200);
      await expectStrictPolicy(response!);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveCount(1);
      const h1 = (await heading.textContent())?.trim() ?? '';
      expect(h1.length).toBeGreaterThan(0);
      const library = route === '/' ? null : (await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link').nth(1).or(page.getByRole('heading', { level: 1 })).first().textContent())!.trim();
      const named = library === null || h1.toLowerCase().includes(library.toLowerCase());
      await expect(page).toHaveTitle(named ? `${h1} | Phosphorous` : `${h1} – ${library} | Phosphorous`);
    });

    await test.step('no generated link or canonical URL has a trailing slash or .html', async () => {
      const hrefs = await page.locator('a[href], link[rel="canonical"]').evaluateAll((elements) => elements.map((element) => element.getAttribute('href') ?? ''));
      const internal = hrefs.filter((href) => href.startsWith('/') || href.startsWith('https://phosphorous.gitlab.io'));
      for (const href of internal) {
        const path = href.split('#')[0]!.replace('https://phosphorous.gitlab.io', '') || '/';
        expect(path === '/' || !path.endsWith('/'), href).toBe(true);
        expect(path, href).not.toContain('.html');
      }
    });

    await expectNoSeriousViolation(page, 'light');

    await test.step('no table is cut at 1280 or 1000 px: its columns share the text column', async () => {
      for (const width of [VIEWPORTS.desktop.width, 1000]) {
        await resize(page, { width, height: VIEWPORTS.desktop.height });
        const cut = await page.locator('article [data-scroll-region]:has(> table)').evaluateAll((regions) =>
          regions.filter((region) => region.scrollWidth > region.clientWidth).map((region) => `${region.getAttribute('aria-label')}: ${region.scrollWidth} px in ${region.clientWidth}`),
        );
        expect(cut, `${route} at ${width} px`).toEqual([]);
      }
    });

    await test.step(`does not scroll sideways at 320 or ${VIEWPORTS.phone.width} px`, async () => {
      for (const width of [320, VIEWPORTS.phone.width]) {
        await resize(page, { width, height: VIEWPORTS.phone.height });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${route} is ${overflow}px wider than a ${width}px screen`).toBeLessThanOrEqual(0);
      }
    });

    await expectNoSeriousViolation(page, 'light', holdsAnElementKind ? undefined : WIDTH_RULES);
    // The page's own record of violations goes with it on reload.
    const lightViolations = await violations();
    if (holdsAnElementKind) {
      await reloadInStoredDarkMode(page);
      await expectNoSeriousViolation(page, 'dark', COLOUR_RULES);
      await resize(page, VIEWPORTS.desktop);
      await expectNoSeriousViolation(page, 'dark', COLOUR_RULES);
    }
    expect([...lightViolations, ...(await violations())], 'Content-Security-Policy violations').toEqual([]);
    if (!holdsAnElementKind) return;

    await test.step('without JavaScript it shows its content, with no loading placeholder', async () => {
      const withoutJavaScript = await browser.newContext({ javaScriptEnabled: false });
      const page = await withoutJavaScript.newPage();
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('article .prose p').first()).toBeVisible();
      await expect(page.getByRole('status')).toBeHidden();
      await withoutJavaScript.close();
    });
  });
}
