/**
 * Benchmark: time from the last keystroke to results on screen in the search dialog, on the
 * built export (run `npm run build` first). Serves out/ itself on a spare port.
 * Usage: tsx scripts/search-latency.ts
 */
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/e2e/browser';
import { SERVE_BIN, serveArgs } from './serve-command';

const PORT = Number(process.env.BENCH_PORT ?? 4519);
const QUERIES = ['MessageFormat', 'plural', 'physics space', 'entity component', 'permission', 'locale', 'Configurate', 'rigid body'];
const TARGET_MS = 100;

const server = spawn(SERVE_BIN, serveArgs(PORT), { stdio: 'ignore' });
try {
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const browser = await chromium.launch(chromiumLaunchOptions);
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${PORT}/`);
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Search docs' }).waitFor();
  // Warm up: the first search loads the index.
  await page.keyboard.type('kotlin');
  await page.getByRole('option').first().waitFor();

  const timings: number[] = [];
  for (const query of QUERIES) {
    await page.getByRole('combobox', { name: 'Search docs' }).fill('');
    await page.evaluate(() => {
      const status = document.querySelector('[role="dialog"] [role="status"]')!;
      const state = window as unknown as { lastKey: number; shownAt: number };
      state.shownAt = 0;
      document.addEventListener('keydown', () => (state.lastKey = performance.now()), true);
      new MutationObserver(() => (state.shownAt = performance.now())).observe(status, { childList: true, characterData: true, subtree: true });
    });
    await page.keyboard.type(query, { delay: 30 });
    await page.waitForFunction((text) => document.querySelector('[role="dialog"] [role="status"]')?.textContent?.endsWith(`for ${text}`), query);
    const elapsed = await page.evaluate(() => {
      const state = window as unknown as { lastKey: number; shownAt: number };
      return state.shownAt - state.lastKey;
    });
    timings.push(elapsed);
    console.log(`${query.padEnd(18)} ${elapsed.toFixed(1)} ms`);
  }
  await browser.close();
  const sorted = [...timings].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const worst = sorted[sorted.length - 1]!;
  console.log(`median ${median.toFixed(1)} ms, worst ${worst.toFixed(1)} ms (target ≤ ${TARGET_MS} ms after the last keystroke)`);
  process.exitCode = worst <= TARGET_MS ? 0 : 1;
} finally {
  server.kill();
}
