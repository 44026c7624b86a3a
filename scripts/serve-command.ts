/** How the browser tests, the benchmarks and `npm test` serve and build the export. */
export const SERVE_BIN = 'node_modules/.bin/tsx';

/** Where the browser tests build the small fixture site (tests/fixtures/site) with a tiny sidebar budget. */
export const FIXTURE_OUT_DIR = 'out-fixture';
export const FIXTURE_BUILD_ENV = { CONTENT_DIR: 'tests/fixtures/site', SIDEBAR_LINK_BUDGET: '6', OUT_DIR: FIXTURE_OUT_DIR };

/**
 * The same fixture site as merge request !12's preview, built the way .gitlab-ci.yml's review job
 * builds one (`npm run build:preview` for /mr-<iid>): served by nginx under its base path.
 */
export const FIXTURE_PREVIEWED_MERGE_REQUEST = 12;
export const FIXTURE_BASE_PATH = `/mr-${FIXTURE_PREVIEWED_MERGE_REQUEST}`;
export const FIXTURE_BASE_OUT_DIR = 'out-fixture-base';
export const FIXTURE_BASE_BUILD_ENV = { ...FIXTURE_BUILD_ENV, OUT_DIR: FIXTURE_BASE_OUT_DIR, BASE_PATH: FIXTURE_BASE_PATH, CI_MERGE_REQUEST_IID: String(FIXTURE_PREVIEWED_MERGE_REQUEST) };

/**
 * How the browser tests and benchmarks start a server of the export in `dir` on the loopback address:
 * scripts/serve.ts reads the build's _hosting/serve.json, with that build's security headers
 * (lib/hosting/serve-config.ts); scripts/nginx.ts runs nginx with the build's generated rules.
 */
export function serverArgs(server: 'serve' | 'nginx', port: number, dir = 'out'): string[] {
  return [`scripts/${server}.ts`, dir, String(port)];
}

/** The same as one command line. */
export function serverCommand(server: 'serve' | 'nginx', port: number, dir = 'out'): string {
  return [SERVE_BIN, ...serverArgs(server, port, dir)].join(' ');
}

/** The export in `dir` behind the `serve` package with its defaults, as any static host serves it: no project rule at all. */
export function plainServeCommand(port: number, dir: string): string {
  return ['node_modules/.bin/serve', dir, '--listen', `tcp://127.0.0.1:${port}`, '--no-clipboard'].join(' ');
}

/** The export in `dir` as its GitLab Pages copy, answered as gitlab-pages answers (tests/helpers/pages-server.ts). */
export function pagesHostCommand(port: number, dir: string): string {
  return [SERVE_BIN, 'tests/helpers/pages-server.ts', dir, String(port)].join(' ');
}

export const NGINX_BIN = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
