/**
 * `npm run bench:serve`: requests per second and p99 latency for one typical page, served by
 * `serve` (npm run serve) and by nginx with the build's rules (scripts/nginx.ts), both on
 * 127.0.0.1, each measured by autocannon for 10 s with the headers a browser sends. Run
 * `npm run build` first. Both servers share this machine's cores with autocannon itself, so
 * compare the two figures with each other rather than with another machine's.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { nginxCommand, SERVE_BIN, serveArgs } from './serve-command';

const PAGE = '/glossa/concepts/icu';
const SECONDS = 10;
const CONNECTIONS = 10;
const BASE_PORT = Number(process.env.BENCH_PORT ?? 4531);

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

async function waitFor(url: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (server.exitCode !== null) throw new Error(`The server for ${url} exited with ${server.exitCode}.`);
    const ok = await fetch(url).then((response) => response.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within 10 s.`);
}

function measure(url: string): AutocannonResult {
  // The CLI's JSON output, so no typings for its API are needed; -d bounds the run to 10 s.
  const result = spawnSync(
    'node_modules/.bin/autocannon',
    ['-j', '-d', String(SECONDS), '-c', String(CONNECTIONS), '-H', 'accept-encoding=gzip, deflate, br', '-H', 'accept=text/html', url],
    { encoding: 'utf8', timeout: (SECONDS + 20) * 1000, maxBuffer: 16 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`autocannon failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as AutocannonResult;
}

const servers: { name: string; port: number; start: (port: number) => ChildProcess }[] = [
  { name: 'serve', port: BASE_PORT, start: (port) => spawn(SERVE_BIN, serveArgs(port), { stdio: 'ignore' }) },
  { name: 'nginx', port: BASE_PORT + 1, start: (port) => spawn('sh', ['-c', `exec ${nginxCommand(port)}`], { stdio: 'ignore' }) },
];

const rows: string[] = [];
for (const { name, port, start } of servers) {
  const server = start(port);
  const url = `http://127.0.0.1:${port}${PAGE}`;
  try {
    await waitFor(url, server);
    const result = measure(url);
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx answers and ${result.errors} errors.`);
    rows.push(`${name.padEnd(6)} ${result.requests.average.toFixed(0).padStart(8)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}
console.log(`\n${PAGE}, ${CONNECTIONS} connections, ${SECONDS} s each, 127.0.0.1:\n${rows.join('\n')}`);
