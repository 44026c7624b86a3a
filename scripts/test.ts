/**
 * `npm test`: every check of the project, in order, each run even when an earlier one failed,
 * then one summary line `N passed, N failed` (counting unit and browser test cases, plus the
 * type check, lint and build as one check each).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { DEBIAN_BROTLI_STATIC } from '../lib/hosting/nginx-main-config';
import { FIXTURE_BASE_BUILD_ENV, FIXTURE_BUILD_ENV, FIXTURE_OUT_DIR, NGINX_BIN } from './serve-command';
import { CHROMIUM, CHROMIUM_HEADLESS_SHELL } from '../tests/e2e/browser';

const REPORTS = 'reports';
const JAVA = '/usr/bin/java';
const NU_CHECKER = 'node_modules/vnu-jar/build/dist/vnu.jar';
let passed = 0;
let failed = 0;

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n━━ ${label}: ${[command, ...args].join(' ')}`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`━━ ${label}: ${seconds(started)}`);
  return result.status === 0;
}

/** Starts a check whose output is printed whole when it ends, so checks can run side by side. */
function start({ label, command, args }: { label: string; command: string; args: string[] }): Promise<boolean> {
  const started = performance.now();
  return new Promise<boolean>((resolve) => {
    const output: Buffer[] = [];
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(String(error))));
    child.on('close', (status) => {
      console.log(`\n━━ ${label}: ${[command, ...args].join(' ')}\n${Buffer.concat(output).toString()}━━ ${label}: ${seconds(started)}`);
      resolve(status === 0);
    });
  });
}

function check(label: string, ok: boolean) {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? '✔' : '✖'} ${label}`);
}

/** Installs Debian packages when `probe` is missing (CI machines start fresh); false when that fails. */
function ensureInstalled(probe: string, packages: string, purpose: string): boolean {
  if (existsSync(probe)) return true;
  if (process.getuid?.() !== 0) {
    console.error(`✖ ${probe} is missing and this user cannot install it. Run as root: apt-get update && apt-get install -y ${packages}`);
    return false;
  }
  console.log(`${probe} is missing: installing ${packages} with apt-get.`);
  const ok = run(`install ${packages}`, 'sh', ['-c', `apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${packages}`]);
  if (!ok || !existsSync(probe)) {
    console.error(`✖ Could not install ${packages} with apt-get; ${purpose} cannot run. Install it by hand: apt-get install -y ${packages}`);
    return false;
  }
  return true;
}

// Both browsers in one apt-get run on a machine that has neither (tests/e2e/browser.ts).
const ensureChromium = () => ensureInstalled(CHROMIUM, 'chromium chromium-headless-shell', 'browser tests') && ensureInstalled(CHROMIUM_HEADLESS_SHELL, 'chromium-headless-shell', 'browser tests');
// The browser tests run a second time against nginx with the build's generated rules.
const ensureNginx = () => ensureInstalled(NGINX_BIN, 'nginx', 'the nginx browser tests') && ensureInstalled(DEBIAN_BROTLI_STATIC, 'libnginx-mod-http-brotli-static', 'the nginx browser tests');

/** Reads pass/fail counts from a test runner's JSON report; a missing report counts as one failure. */
function countFrom(file: string, read: (report: never) => { passed: number; failed: number }, label: string) {
  if (!existsSync(file)) {
    check(`${label} (no report written)`, false);
    return;
  }
  const counts = read(JSON.parse(readFileSync(file, 'utf8')) as never);
  passed += counts.passed;
  failed += counts.failed;
  console.log(`${counts.failed === 0 ? '✔' : '✖'} ${label}: ${counts.passed} passed, ${counts.failed} failed`);
}

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });
const bin = (name: string) => `node_modules/.bin/${name}`;

const vitestArgs = (project: string) => ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${REPORTS}/vitest-${project}.json`];
const countVitest = (project: string, label: string) =>
  countFrom(`${REPORTS}/vitest-${project}.json`, (r: { numPassedTests: number; numFailedTests: number }) => ({ passed: r.numPassedTests, failed: r.numFailedTests }), label);

// The unit tests read no build, so they run beside the builds. Both want the cores, so this saves
// only the time a build leaves a core idle.
const unitTests = start({ label: 'unit tests', command: bin('vitest'), args: vitestArgs('unit') });

// The builds come first: the build and browser tests read their exports, and the type check reads
// the types contentlayer2 generates for the real site's build. Each keeps its documents in its own state folder.
// Turbopack's build cache (next.config.ts): a build of another site or base path misses the one the
// last build left, and such a miss costs more than no cache. The fixture builds go without; the
// real site's keeps it, as the build tests build that site again.
const WITHOUT_BUILD_CACHE = { TURBOPACK_BUILD_CACHE: 'off' };
const fixtureBuilt = run('fixture site build', 'npm', ['run', 'build'], { ...FIXTURE_BUILD_ENV, ...WITHOUT_BUILD_CACHE });
check('fixture site build', fixtureBuilt);
// The same site as a merge request's preview under its base path, which the nginx-fixture browser tests serve.
const fixtureBaseBuilt = run('fixture site preview build for a base path', 'npm', ['run', 'build:preview'], { ...FIXTURE_BASE_BUILD_ENV, ...WITHOUT_BUILD_CACHE });
check('fixture site preview build for a base path', fixtureBaseBuilt);
const built = run('build', 'npm', ['run', 'build']);
check('build', built);
const staticChecks = [
  { name: 'type check', label: 'tsc', command: bin('tsc'), args: ['--noEmit'] },
  { name: 'lint', label: 'eslint', command: bin('eslint'), args: ['.', '--max-warnings=0'] },
  // An export nothing imports is dead code or a private part of its module (knip.json lists the entry
  // points); a package imported but not in package.json is there only while another depends on it.
  { name: 'dead exports, undeclared packages', label: 'knip', command: bin('knip'), args: ['--include', 'exports,types,unlisted', '--no-progress'] },
];
// The W3C Nu HTML checker over every page of the real and fixture exports (the base-path preview is the fixture's pages again), in one JVM; it exits non-zero on any error.
const htmlCheckable = built && fixtureBuilt && ensureInstalled(JAVA, 'default-jre-headless', 'the HTML validity check');
if (htmlCheckable) {
  staticChecks.push({ name: 'valid HTML (Nu checker)', label: 'Nu HTML checker', command: JAVA, args: ['-jar', NU_CHECKER, '--errors-only', '--skip-non-html', 'out', FIXTURE_OUT_DIR] });
} else {
  check('valid HTML (not checked: build or java missing)', false);
}
// Side by side: each of these keeps about one core busy.
const staticResults = await Promise.all(staticChecks.map(start));
staticChecks.forEach(({ name }, index) => check(name, staticResults[index]!));
await unitTests;
countVitest('unit', 'unit tests');

// The GitLab Pages copy of the site just built; the build tests check it.
if (built) check('GitLab Pages copy', run('GitLab Pages copy', 'npm', ['run', 'build:pages']));
// Interrupts and fails real builds, checking that the out/ just built survives them.
if (built) {
  run('build tests', bin('vitest'), vitestArgs('build'));
  countVitest('build', 'build tests');
}
// Both installs are attempted, so one run reports every missing piece.
const browsersReady = [ensureChromium(), ensureNginx()].every(Boolean);
if (built && fixtureBuilt && fixtureBaseBuilt && browsersReady) {
  run('browser tests', bin('playwright'), ['test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/playwright.json` });
  countFrom(
    `${REPORTS}/playwright.json`,
    (r: { stats: { expected: number; unexpected: number; flaky: number } }) => ({ passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected }),
    'browser tests',
  );
} else {
  check('browser tests (not run: build, chromium or nginx missing)', false);
}

// A byte check, not a timed test: a deep page of a generated 300-page site may weigh at most twice
// the real site's (HTML and payload, gzip), so per-page cost cannot start growing with the site.
// Its build's cache would be thrown away with the copy it builds in.
if (built) check('scale: a deep page at 300 pages stays within 2× the real site', run('bench:scale', 'npm', ['run', 'bench:scale', '--', '--pages', '300', '--check-against-baseline', '--no-browser'], WITHOUT_BUILD_CACHE));

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
