/**
 * Screenshots for looking at the site as a reader would: light and dark, desktop and phone.
 * Usage: tsx scripts/screenshots.ts [base URL] [path ...]   (serve the build first)
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/e2e/browser';

const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const targets = paths.length > 0 ? paths : ['/', '/glossa/concepts/icu', '/does-not-exist', '/design-tokens'];
const widths = [1280, 1000, 390];

mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
for (const mode of ['light', 'dark'] as const) {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    const page = await context.newPage();
    for (const path of targets) {
      await page.goto(base + path, { waitUntil: 'networkidle' });
      const name = `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')}-${mode}-${width}.png`;
      await page.screenshot({ path: `screenshots/${name}`, fullPage: false });
      console.log(`screenshots/${name}`);
    }
    await context.close();
  }
}
await browser.close();
