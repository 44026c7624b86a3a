import { defineConfig, devices } from '@playwright/test';
import { SERVE_BIN, serveArgs } from './scripts/serve-command';
import { chromiumLaunchOptions } from './tests/e2e/browser';

// An unusual port, overridable, because other servers on this machine may hold common ones.
const port = Number(process.env.E2E_PORT ?? 4391);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } }],
  webServer: {
    // The production export, served with the same URL rules as `npm run serve`.
    command: [SERVE_BIN, ...serveArgs(port)].join(' '),
    url: `http://127.0.0.1:${port}/`,
    // Never silently reuse a foreign server that happens to hold the port.
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
