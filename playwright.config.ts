import { defineConfig, devices } from '@playwright/test';
import { FIXTURE_BASE_OUT_DIR, FIXTURE_BASE_PATH, FIXTURE_OUT_DIR, pagesHostCommand, plainServeCommand, serverCommand } from './scripts/serve-command';
import { chromiumLaunchOptions, headlessShellLaunchOptions } from './tests/e2e/browser';
import { SERVER_INDEPENDENT } from './tests/e2e/helpers';

// Unusual ports, overridable, because other servers on this machine may hold common ones.
const port = Number(process.env.E2E_PORT ?? 4391);
const fixturePort = port + 1;
const nginxPort = port + 2;
const nginxFixturePort = port + 3;
// npm run dev for the cms-dev project, which takes the port after it too, for decap-server (scripts/dev.ts).
const devPort = port + 4;
const plainServePort = port + 8;
const pagesHostPort = port + 9;

/** The production export in `dir`, served with the same URL rules as `npm run serve`. */
const server = (dir: string, listenPort: number, command = serverCommand('serve', listenPort, dir), basePath = '') => ({
  command,
  url: `http://127.0.0.1:${listenPort}${basePath || '/'}`,
  // Never silently reuse a foreign server that happens to hold the port.
  reuseExistingServer: false,
  timeout: 30_000,
  // SIGTERM lets scripts/nginx.ts stop nginx and remove its runtime folder.
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 2_000 },
});

/**
 * The specs whose behaviour depends on the server (URL rules, headers, payload and search file
 * delivery, client navigation), run a second time against real nginx with the build's rules: those
 * on the real site, and the mechanics specs on the fixture site. Each path is anchored at the test
 * folder, so a real-site name never picks up a fixture spec of the same name. What only nginx
 * does (precompressed copies) is under tests/e2e/nginx/. A test of those specs tagged
 * SERVER_INDEPENDENT reads only what every server hands out the same, so nginx leaves it out.
 */
const SERVER_SPECS = [...['routes', 'metadata', 'headers', 'hostile-urls', 'csp', 'reader-markdown', 'admin'].map((name) => `tests/e2e/${name}.spec.ts`), 'tests/e2e/nginx/**/*.spec.ts'];
// The main flows, and each colour mode at each width, on the real content in chromium itself.
const CHROMIUM_SPECS = ['smoke.spec.ts', 'modes-and-widths.spec.ts'];
const FIXTURE_SERVER_SPECS = ['navigation', 'search', 'sidebar', 'redirects', 'base-path'].map((name) => `tests/e2e/fixture/${name}.spec.ts`);

export default defineConfig<{ basePath: string }>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  use: {
    // Every project but `chromium` runs in chromium's headless shell (tests/e2e/browser.ts).
    launchOptions: headlessShellLaunchOptions,
    // Recording a trace costs every test about a sixth of its CPU; CI retries a failure once and
    // records that retry, so a failure that repeats still comes with its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  projects: [
    {
      // A writer's flow in `npm run dev`: the spec starts the dev server itself, on a temporary copy
      // of the fixture site, so the other projects never wait for it. Listed first, so its tests,
      // one at a time, run beside the others from the start instead of alone at the end.
      name: 'cms-dev',
      testMatch: 'cms-dev/**/*.spec.ts',
      // Each spec starts its own dev server on the same ports.
      workers: 1,
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${devPort}` },
    },
    {
      name: 'site',
      testIgnore: ['fixture/**', 'nginx/**', 'cms-dev/**', 'plain-host/**', ...CHROMIUM_SPECS],
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${port}` },
    },
    {
      // In chromium itself, the browser readers use.
      name: 'chromium',
      testMatch: CHROMIUM_SPECS,
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${port}`, launchOptions: chromiumLaunchOptions },
    },
    {
      name: 'nginx',
      testMatch: SERVER_SPECS,
      grepInvert: new RegExp(SERVER_INDEPENDENT),
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${nginxPort}` },
    },
    {
      // The mechanics (drawer, sidebar, TOC, search, loading) on a small fixture site built with a
      // tiny sidebar budget (scripts/test.ts builds it), so renaming a real page cannot break them.
      name: 'fixture',
      testMatch: 'fixture/**/*.spec.ts',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${fixturePort}` },
    },
    {
      // The fixture site's server-dependent mechanics, behind nginx with that build's rules, on the
      // fixture site built as a merge request's preview under its base path (scripts/test.ts builds
      // it): the same mechanics run at the root in the fixture project.
      name: 'nginx-fixture',
      testMatch: FIXTURE_SERVER_SPECS,
      grepInvert: new RegExp(SERVER_INDEPENDENT),
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${nginxFixturePort}${FIXTURE_BASE_PATH}`, basePath: FIXTURE_BASE_PATH },
    },
    {
      // The fixture export behind the `serve` package with its defaults, as any static host serves it.
      name: 'plain-host',
      testMatch: 'plain-host/**/*.spec.ts',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${plainServePort}` },
    },
    {
      // The same tests on the fixture site's GitLab Pages copy, answered as gitlab-pages answers.
      name: 'pages-host',
      testMatch: 'plain-host/**/*.spec.ts',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${pagesHostPort}` },
    },
  ],
  webServer: [
    server('out', port),
    server(FIXTURE_OUT_DIR, fixturePort),
    server('out', nginxPort, serverCommand('nginx', nginxPort)),
    server(FIXTURE_BASE_OUT_DIR, nginxFixturePort, serverCommand('nginx', nginxFixturePort, FIXTURE_BASE_OUT_DIR), FIXTURE_BASE_PATH),
    server(FIXTURE_OUT_DIR, plainServePort, plainServeCommand(plainServePort, FIXTURE_OUT_DIR)),
    server(FIXTURE_OUT_DIR, pagesHostPort, pagesHostCommand(pagesHostPort, FIXTURE_OUT_DIR)),
  ],
});
