import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/e2e/browser';
const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true, addEventListener() {}, removeEventListener() {} } }));
page.on('console', (m) => console.log('console:', m.text()));
await page.goto('http://127.0.0.1:3111/glossa', { waitUntil: 'networkidle' });
await page.route((u) => u.pathname.startsWith('/sokol'), async (route) => { console.log('delaying', route.request().method(), route.request().url()); await new Promise((r) => setTimeout(r, 1500)); await route.continue(); });
await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Sokol', exact: true }).click();
for (let i = 0; i < 8; i++) {
  await page.waitForTimeout(200);
  console.log(i, await page.evaluate(() => [location.pathname, !!document.querySelector('[role=progressbar]'), !!document.querySelector('[role=status]'), document.querySelector('h1')?.textContent].join(' ')));
}
await browser.close();
