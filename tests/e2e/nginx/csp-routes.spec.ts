import { expect, test } from '@playwright/test';
import { expectStrictPolicy, watchCsp } from '../csp-watch';
import { builtPolicies, gotoHydrated, SITE_ROUTES } from '../helpers';

const policies = builtPolicies();

// Behind nginx, whose generated rules send each page's whole policy as a header of its own. Every
// route already runs without a violation under `npm run serve` (every-route.spec.ts), whose header
// and the page's own meta policy together are the same policy: so each route here must be sent
// exactly the policy the build computed for its page, and two of them are also run in the browser.
test.describe('content security policy behind nginx', () => {
  test('every route is sent exactly the policy the build computed for its page', async ({ request }) => {
    for (const route of SITE_ROUTES) {
      const response = await request.get(route);
      expect(response.headers()['content-security-policy'], route).toBe(policies[route === '/' ? '/index.html' : `${route}.html`]);
    }
  });

  for (const route of ['/', '/glossa/concepts/icu']) {
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
