/**
 * The export served the way `npm run serve` serves it (serve.json's URL rules, no directory
 * listings, a fixed port), for the browser tests and benchmarks, bound to the loopback address.
 */

export const SERVE_BIN = 'node_modules/.bin/tsx';

/** Where the browser tests build the small fixture site (tests/fixtures/site) with a tiny sidebar budget. */
export const FIXTURE_OUT_DIR = 'out-fixture';
export const FIXTURE_BUILD_ENV = { CONTENT_DIR: 'tests/fixtures/site', SIDEBAR_LINK_BUDGET: '6', OUT_DIR: FIXTURE_OUT_DIR };

/** The same fixture site built for a base path, as a project site or a merge request's preview is: served by nginx under it. */
export const FIXTURE_BASE_PATH = '/docs';
export const FIXTURE_BASE_OUT_DIR = 'out-fixture-base';
export const FIXTURE_BASE_BUILD_ENV = { ...FIXTURE_BUILD_ENV, OUT_DIR: FIXTURE_BASE_OUT_DIR, BASE_PATH: FIXTURE_BASE_PATH };

/** scripts/serve.ts reads the build's _hosting/serve.json, with that build's security headers (lib/hosting/serve-config.ts). */
export function serveArgs(port: number, dir = 'out'): string[] {
  return ['scripts/serve.ts', dir, String(port)];
}

export const NGINX_BIN = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** The same export served by nginx with the build's generated rules (scripts/nginx.ts). */
export function nginxCommand(port: number, dir = 'out'): string {
  return [SERVE_BIN, ...nginxArgs(port, dir)].join(' ');
}

/** scripts/nginx.ts's arguments, for callers that start it with SERVE_BIN themselves. */
export function nginxArgs(port: number, dir = 'out'): string[] {
  return ['scripts/nginx.ts', dir, String(port)];
}
