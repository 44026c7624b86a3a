import { defineConfig, devices } from '@playwright/test';
import { FIXTURE_OUT_DIR, SERVE_BIN, serveArgs } from './scripts/serve-command';
import { chromiumLaunchOptions } from './tests/e2e/browser';

// Unusual ports, overridable, because other servers on this machine may hold common ones.
const port = Number(process.env.E2E_PORT ?? 4391);
const fixturePort = port + 1;

/** The production export in `dir`, served with the same URL rules as `npm run serve`. */
const server = (dir: string, listenPort: number) => ({
  command: [SERVE_BIN, ...serveArgs(listenPort, dir)].join(' '),
  url: `http://127.0.0.1:${listenPort}/`,
  // Never silently reuse a foreign server that happens to hold the port.
  reuseExistingServer: false,
  timeout: 30_000,
});

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  use: {
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'site',
      testIgnore: 'fixture/**',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${port}`, launchOptions: chromiumLaunchOptions },
    },
    {
      // Mechanics on a small fixture site built with a tiny sidebar budget (scripts/test.ts builds it).
      name: 'fixture',
      testMatch: 'fixture/**/*.spec.ts',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${fixturePort}`, launchOptions: chromiumLaunchOptions },
    },
  ],
  webServer: [server('out', port), server(FIXTURE_OUT_DIR, fixturePort)],
});
