/**
 * The export served the way `npm run serve` serves it (serve.json's URL rules, no directory
 * listings, a fixed port), for the browser tests and benchmarks, bound to the loopback address.
 */
export const SERVE_BIN = 'node_modules/.bin/serve';

export function serveArgs(port: number): string[] {
  return ['out', '-c', '../serve.json', '-l', `tcp://127.0.0.1:${port}`, '-n', '-L', '--no-port-switching'];
}
