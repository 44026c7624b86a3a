import { readFileSync } from 'node:fs';
import type { APIResponse, BrowserContext, Locator, Page, Response } from '@playwright/test';
import { isSegmentPayloadFile } from '../../lib/next-internals';

export { DEFAULT_VERSION_ROUTES, SITE_ROUTES } from '../spec-routes';

/** The libraries of the fixture site (tests/fixtures/site), in sidebar order. */
export const FIXTURE_LIBRARIES = ['Alpha', 'Beta', 'Gamma'] as const;

export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  desktopEdge: { width: 997, height: 900 },
  mobileEdge: { width: 996, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

export type Mode = 'light' | 'dark';

/** Stores a colour-mode choice before any page script runs, as a returning reader would have. */
export async function useStoredColorMode(context: BrowserContext, mode: Mode) {
  await context.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-mode-set')) {
      localStorage.setItem('theme', value);
      sessionStorage.setItem('e2e-mode-set', '1');
    }
  }, mode);
}

/** Requests for the exported page payloads (RSC .txt files) that client navigation and prefetch use. */
export const isPayloadRequest = (url: string) => isSegmentPayloadFile(new URL(url).pathname) || /\/index\.txt(\?|$)|\.txt\?_rsc=/.test(url);

export async function markWindow(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { e2eMarker: boolean }).e2eMarker = true;
  });
}

export async function windowMarkerSurvived(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { e2eMarker?: boolean }).e2eMarker === true);
}

/**
 * Opens a page and waits until React has hydrated it, so that a click is handled by the client
 * router rather than by the browser as a plain link. React marks hydrated elements with its
 * internal props key. Returns the page's response, as `page.goto` does.
 */
export async function gotoHydrated(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await page.waitForFunction(() => {
    const button = document.querySelector('nav[aria-label="Main"] button');
    return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps'));
  });
  return response;
}

/** The policy the build computed for each page of the real export, by its file (`/glossa.html`). */
export const builtPolicies = () => JSON.parse(readFileSync('out/_hosting/policies.json', 'utf8')) as Record<string, string>;

/**
 * The Content-Security-Policy a page runs under: its header and its own meta policy, which a
 * browser enforces together (nginx sends the whole policy as a header; serve, limited to 50 header
 * entries, sends the directives a meta policy cannot carry).
 */
export async function servedPolicy(response: Response | APIResponse): Promise<{ header: string; meta: string; both: string }> {
  const header = response.headers()['content-security-policy'] ?? '';
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(await response.text())?.[1] ?? '';
  return { header, meta, both: `${header}; ${meta}` };
}

/**
 * Tags a test whose checks read only the exported files, which every server hands out the same:
 * the projects that repeat specs behind nginx leave it out (playwright.config.ts).
 */
export const SERVER_INDEPENDENT = '@server-independent';

/** The page once its layout has answered a resize (resize observers run before the next frame). */
export async function resize(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * How many pixels of `locator`'s focus ring (its outline, with the offset outside its box) the
 * ancestors that scroll or clip cut off: 0 when the whole ring shows. Fails when it draws no ring.
 */
export async function focusRingCutOff(locator: Locator): Promise<number> {
  await locator.focus();
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    if (style.outlineStyle === 'none') throw new Error(`${element.outerHTML.slice(0, 80)} shows no focus ring`);
    const reach = Math.max(0, parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset));
    const box = element.getBoundingClientRect();
    let cut = 0;
    for (let clip = element.parentElement; clip; clip = clip.parentElement) {
      const { overflowX, overflowY } = getComputedStyle(clip);
      if (overflowX === 'visible' && overflowY === 'visible') continue;
      // What it clips to: its padding box.
      const edge = clip.getBoundingClientRect();
      const left = edge.left + clip.clientLeft;
      const top = edge.top + clip.clientTop;
      cut = Math.max(cut, left - (box.left - reach), box.right + reach - (left + clip.clientWidth), top - (box.top - reach), box.bottom + reach - (top + clip.clientHeight));
    }
    return cut;
  });
}
