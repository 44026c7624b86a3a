import { expect, type Page, type Response } from '@playwright/test';
import { servedPolicy } from './helpers';

/** A CSP violation as the page reported it. */
interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  url: string;
}

/**
 * Records every Content-Security-Policy violation of the page: the `securitypolicyviolation`
 * events (collected in the page from before its first script) and Chromium's console errors
 * about the policy, which also cover violations that fire no event in the document (a worker's).
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Content-Security-Policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const store: Violation[] = [];
    (window as unknown as { cspViolations: Violation[] }).cspViolations = store;
    document.addEventListener('securitypolicyviolation', (event) => {
      store.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample, url: location.pathname });
    });
  });
  return async () => {
    const events = await page.evaluate(() => (window as unknown as { cspViolations?: Violation[] }).cspViolations ?? []);
    return [...events.map((v) => `${v.url}: ${v.directive} blocked ${v.blocked || 'inline'} ${v.sample}`), ...consoleErrors];
  };
}

/** The page was served under the site's strict policy: scripts allowed by hash, never inline or by eval, no style attributes. */
export async function expectStrictPolicy(response: Response) {
  const { both: policy } = await servedPolicy(response);
  const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc, 'the page is served with a script-src that lists hashes').toMatch(/'sha256-/);
  expect(scriptSrc).not.toMatch(/unsafe-inline|'unsafe-eval'/);
  expect(policy, 'style attributes are not allowed').toMatch(/(^|;)\s*style-src 'self'\s*(;|$)/);
}
