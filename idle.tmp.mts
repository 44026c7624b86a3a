import { chromium } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { chromiumLaunchOptions } from './tests/e2e/browser';
function cpu() { let total = 0; const by: Record<string, number> = {};
  for (const pid of readdirSync('/proc')) { if (!/^\d+$/.test(pid)) continue; try { const c = readFileSync(`/proc/${pid}/cmdline`, 'utf8'); if (!c.includes('chromium')) continue; const s = readFileSync(`/proc/${pid}/stat`, 'utf8'); const f = s.slice(s.lastIndexOf(')') + 2).split(' '); const t = (+f[11] + +f[12]) / 100; const k = (c.match(/--type=([a-z-]+)/) ?? [, 'browser'])[1]!; by[k] = (by[k] ?? 0) + t; } catch {} } return by; }
const diff = (a: Record<string, number>, b: Record<string, number>) => Object.entries(b).map(([k, v]) => `${k} ${(v - (a[k] ?? 0)).toFixed(2)}`).join(' ');
const browser = await chromium.launch(chromiumLaunchOptions);
for (let i = 0; i < 3; i++) {
  const c0 = cpu();
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } }); const page = await context.newPage();
  const c1 = cpu();
  await page.goto(process.argv[2]); await page.waitForLoadState('networkidle');
  const c2 = cpu();
  await page.waitForTimeout(3000);
  const c3 = cpu();
  await context.close();
  const c4 = cpu();
  console.log('newctx:', diff(c0, c1), '| load:', diff(c1, c2), '| idle 3s:', diff(c2, c3), '| close:', diff(c3, c4));
}
await browser.close();
