/**
 * `npm run bench:serve`: requests per second and latency for one page, served by `npm run serve`
 * and by nginx with the build's rules, measured by autocannon with the headers a browser sends.
 * Both servers share this machine's cores with autocannon itself, so compare the two figures with
 * each other rather than with another machine's.
 */
import { spawnSync } from 'node:child_process';
import { startStaticServer } from './bench/static-server';

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

const rows: string[] = [];
for (const [index, name] of (['serve', 'nginx'] as const).entries()) {
  const server = await startStaticServer(process.cwd(), 'out', BASE_PORT + index, name);
  try {
    const result = measure(`${server.origin}${PAGE}`);
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx answers and ${result.errors} errors.`);
    rows.push(`${name.padEnd(6)} ${result.requests.average.toFixed(0).padStart(8)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms`);
  } finally {
    await server.stop();
  }
}
console.log(`\n${PAGE}, ${CONNECTIONS} connections, ${SECONDS} s each, 127.0.0.1:\n${rows.join('\n')}`);
