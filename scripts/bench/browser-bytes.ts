import { type CDPSession, chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tests/e2e/browser';

export interface TransferTotal {
  requests: number;
  /** Bytes on the wire (CDP encodedDataLength: gzip bodies as served, plus headers). */
  bytes: number;
}

export interface BrowserBytes {
  url: string;
  /** Everything fetched before the load event: the page itself, its scripts and styles. */
  load: TransferTotal;
  /** Requests started after the load event until the network had been quiet for the quiet period. */
  idlePrefetch: TransferTotal & { settledMs: number };
  navigation: (TransferTotal & { from: string; to: string; soft: boolean; ms: number }) | null;
}

type Phase = 'load' | 'idle' | 'navigation' | 'after';

const QUIET_MS = 2000;
const SAVE_DATA_SCRIPT = `{
  const connection = Object.assign(new EventTarget(), { saveData: true, effectiveType: '4g' });
  Object.defineProperty(Navigator.prototype, 'connection', { get: () => connection, configurable: true });
}`;
const SETTLE_LIMIT_MS = 60_000;

/** Attributes every request to the phase it started in and adds up its transferred bytes. */
function trackRequests(cdp: CDPSession) {
  const totals: Record<Phase, TransferTotal> = {
    load: { requests: 0, bytes: 0 },
    idle: { requests: 0, bytes: 0 },
    navigation: { requests: 0, bytes: 0 },
    after: { requests: 0, bytes: 0 },
  };
  const phaseOf = new Map<string, Phase>();
  const inFlight = new Set<string>();
  const state = { phase: 'load' as Phase, lastActivity: performance.now(), inFlight, totals };
  cdp.on('Network.requestWillBeSent', (event) => {
    // A redirect reuses the request id: the request keeps the phase it started in.
    if (!phaseOf.has(event.requestId)) {
      phaseOf.set(event.requestId, state.phase);
      totals[state.phase].requests++;
    }
    inFlight.add(event.requestId);
    state.lastActivity = performance.now();
  });
  cdp.on('Network.loadingFinished', (event) => {
    const phase = phaseOf.get(event.requestId);
    if (phase) totals[phase].bytes += event.encodedDataLength;
    inFlight.delete(event.requestId);
    state.lastActivity = performance.now();
  });
  cdp.on('Network.loadingFailed', (event) => {
    inFlight.delete(event.requestId);
    state.lastActivity = performance.now();
  });
  cdp.on('Page.loadEventFired', () => {
    state.phase = 'idle';
  });
  return state;
}

/** The "Next" pagination link, else the first link in the article to another doc page. */
async function navigationLink(page: Page) {
  const next = page.locator('nav[aria-label="Docs pages"] a').filter({ hasText: 'Next' });
  if ((await next.count()) > 0) return next.first();
  return page.locator('article a[href^="/"]:not([href^="/#"]):not(.heading-anchor)').first();
}

/**
 * Loads `path` in a fresh Chromium profile and measures what the reader's browser downloads: on
 * load, while idle (Next prefetches the routes of visible links), and for one client navigation.
 * With `saveData` the browser reports a data-saver connection, on which the site's links do not
 * prefetch (lib/browser/prefetch.ts), so the navigation pays for the next page's payload itself; after an
 * idle prefetch it usually costs nothing, as the payload is already there.
 */
export async function measureBrowserBytes(origin: string, path: string, { saveData = false } = {}): Promise<BrowserBytes> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    if (saveData) {
      // Source text rather than a function: tsx wraps functions in a `__name` helper the page lacks.
      await context.addInitScript({ content: SAVE_DATA_SCRIPT });
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // A fresh context: the HTTP cache starts empty, like a first visit.
    await cdp.send('Network.enable');
    await cdp.send('Page.enable');
    const state = trackRequests(cdp);
    const url = `${origin}${path}`;
    await page.goto(url, { waitUntil: 'load' });
    const idleStart = performance.now();
    const quiet = () => state.inFlight.size === 0 && performance.now() - state.lastActivity >= QUIET_MS;
    while (!quiet() && performance.now() - idleStart < SETTLE_LIMIT_MS) await page.waitForTimeout(100);
    const settledMs = Math.round(performance.now() - idleStart);

    let navigation: BrowserBytes['navigation'] = null;
    const link = await navigationLink(page);
    if ((await link.count()) > 0) {
      const to = (await link.getAttribute('href')) ?? '';
      const heading = page.locator('article h1');
      const before = await heading.textContent();
      await page.evaluate(() => ((window as unknown as { benchMarker: number }).benchMarker = 1));
      state.phase = 'navigation';
      const started = performance.now();
      await link.click();
      await page.waitForFunction((previous) => {
        const h1 = document.querySelector('article h1');
        return h1 !== null && h1.textContent !== previous && h1.getBoundingClientRect().height > 0;
      }, before);
      const ms = Math.round(performance.now() - started);
      state.phase = 'after';
      // Let responses that were already under way finish, so their bytes are counted.
      const deadline = performance.now() + 5000;
      while (state.inFlight.size > 0 && performance.now() < deadline) await page.waitForTimeout(50);
      const soft = await page.evaluate(() => (window as unknown as { benchMarker?: number }).benchMarker === 1);
      navigation = { ...state.totals.navigation, from: path, to, soft, ms };
    }
    return { url, load: state.totals.load, idlePrefetch: { ...state.totals.idle, settledMs }, navigation };
  } finally {
    await browser.close();
  }
}
