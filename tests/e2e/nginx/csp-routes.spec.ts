import { expect, test } from '@playwright/test';
import { expectStrictPolicy, watchCsp } from '../csp-watch';
import { gotoHydrated, SITE_ROUTES } from '../helpers';

// Behind nginx, whose generated rules send each page's policy as a header of its own. Under
// `npm run serve` every route's policy is checked on the same load as its other checks (every-route.spec.ts).
test.describe('content security policy behind nginx', () => {
  for (const route of SITE_ROUTES) {
    test(`${route} runs under its strict policy with no violation`, async ({ page }) => {
      const violations = await watchCsp(page);
      const response = await gotoHydrated(page, route);
      await expectStrictPolicy(response!);
      // Hydrated means every inline script (Next's payload pushes, the boot script) was allowed.
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      expect(await violations()).toEqual([]);
    });
  }
});
