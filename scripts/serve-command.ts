/**
 * The export served the way `npm run serve` serves it (serve.json's URL rules, no directory
 * listings, a fixed port), for the browser tests and benchmarks, bound to the loopback address.
 */
import { relative, resolve } from 'node:path';

export const SERVE_BIN = 'node_modules/.bin/serve';

/** Where the browser tests build the small fixture site (tests/fixtures/site) with a tiny sidebar budget. */
export const FIXTURE_OUT_DIR = 'out-fixture';
export const FIXTURE_BUILD_ENV = { CONTENT_DIR: 'tests/fixtures/site', SIDEBAR_LINK_BUDGET: '6', OUT_DIR: FIXTURE_OUT_DIR };

/**
 * `site` is the folder to serve, relative to the repository root (the cwd). serve resolves its
 * config file from the folder it serves, so the path to serve.json is given from there.
 */
export function serveArgs(port: number, site = 'out'): string[] {
  const config = relative(resolve(site), resolve('serve.json'));
  return [site, '-c', config, '-l', `tcp://127.0.0.1:${port}`, '-n', '-L', '--no-port-switching'];
}
