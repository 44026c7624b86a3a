/**
 * `npm run probe`: every hostile input of issue 22 and the reliability review, against a copy of
 * the fixture site's content and against both servers the build configures, as a table of input,
 * expected, observed and time. Exits 1 when any row fails.
 *   npm run probe -- [--only content|servers|builds] [--match <text>] [--slow] [--json <file>] [--site <export dir>]
 * `--match` runs only the content cases whose input holds that text (`--match SVG`).
 * `--slow` adds the build cases (a race and a SIGKILL, a few full builds); `--only builds` runs only them.
 * `--site` serves an existing export instead of `out-fixture/` (used when newer than every file of
 * the repository) or a fixture build made in a copy. PROBE_PORT sets the two servers' ports
 * (that one and the next); by default they are ports nothing listens on.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { repositoryRoot } from '../../scripts/bench/repo-copy';
import { probeBuilds } from './build-cases';
import { signalEveryGroup } from './child';
import { probeContent } from './content-run';
import { probeServer } from './server-run';
import { fixtureExport, type RunningServer, serverPorts, startServer } from './servers';
import { formatHeader, formatRow, type ProbeRow, summaryLine } from './table';

const { values: options } = parseArgs({ options: { only: { type: 'string' }, slow: { type: 'boolean' }, json: { type: 'string' }, site: { type: 'string' }, match: { type: 'string' } } });
const groups = ['content', 'servers', 'builds'];
if (options.only !== undefined && !groups.includes(options.only)) {
  console.error(`✖ --only takes ${groups.join(', ')}, not "${options.only}".`);
  process.exit(2);
}
const runs = (group: string) => (options.only === undefined ? group !== 'builds' || options.slow === true : options.only === group);

const root = repositoryRoot();
const scratch = mkdtempSync(join(tmpdir(), 'probe-'));
const servers: RunningServer[] = [];
let builtCopy: string | null = null;

function removeTemporaryFolders() {
  rmSync(scratch, { recursive: true, force: true });
  if (builtCopy) rmSync(builtCopy, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    signalEveryGroup('SIGTERM');
    // nginx.ts removes its runtime folder on SIGTERM; whatever has not stopped a second later is killed.
    setTimeout(() => {
      signalEveryGroup('SIGKILL');
      removeTemporaryFolders();
      process.exit(128 + constants.signals[signal]);
    }, 1000);
  });
}

const rows: ProbeRow[] = [];
const report = (row: ProbeRow) => console.log(formatRow(row));
try {
  console.log(formatHeader());
  if (runs('content')) rows.push(...(await probeContent(root, scratch, report, options.match)));
  if (runs('servers')) {
    const site = await fixtureExport(root, options.site);
    builtCopy = site.copy;
    const [servePort, nginxPort] = await serverPorts();
    servers.push(await startServer(root, 'serve', site.dir, servePort));
    servers.push(await startServer(root, 'nginx', site.dir, nginxPort));
    for (const server of servers) rows.push(...(await probeServer(server, report)));
    await Promise.all(servers.splice(0).map((server) => server.stop()));
  }
  if (runs('builds')) rows.push(...(await probeBuilds(root, report)));
} catch (error) {
  // A server that does not start or a fixture build that fails stops the probe: say which, not a stack.
  console.error(`✖ ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  removeTemporaryFolders();
}

console.log(summaryLine(rows));
if (options.json !== undefined) {
  mkdirSync(dirname(options.json), { recursive: true });
  writeFileSync(options.json, `${JSON.stringify({ rows }, null, 2)}\n`);
}
if (rows.some((row) => !row.passed)) process.exitCode = 1;
