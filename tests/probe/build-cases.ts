/**
 * `--slow`: the build itself under a race and a SIGKILL (issue 22 point 5), and beside a build of
 * another export folder (which waits its turn: one Next project per checkout), each on the fixture
 * site in its own copy of the repository, on a disk that fills up, and beside npm run dev. Each case takes one or two
 * full builds.
 */
import { type ChildProcess, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RESERVED_ROUTES } from '../../lib/navigation/reserved-routes';
import { stagingDirFor } from '../../lib/pipeline/build-state';
import { statFields } from '../../lib/pipeline/runner/processes';
import { copyBuildEnv, copyRepository } from '../../scripts/bench/repo-copy';
import { FIXTURE_BUILD_ENV, FIXTURE_OUT_DIR } from '../../scripts/serve-command';
import { runWithLimit, signalChildGroup, spawnGroup, verdictLine } from './child';
import { type ProbeRow } from './table';

const BUILD_LIMIT_MS = 10 * 60_000;
/** How long a killed build's children get to notice that their parent is gone. */
const ORPHAN_GRACE_MS = 5_000;
const STAGING_DIR = stagingDirFor(FIXTURE_OUT_DIR);
/** A second export folder, built at the same time as the fixture site's. */
const OTHER_OUT_DIR = `${FIXTURE_OUT_DIR}-beside`;
/** How a build may say that another one runs in the same checkout. */
const ANOTHER_BUILD = /another build|already running|in progress|wait/i;
/** Words by which a line naming the staging folder says it was left by an earlier build. */
const STALE_WORDS = /stale|left|remov|earlier|previous|interrupted|killed/i;

const buildArgs = ['--import', 'tsx', 'scripts/build.ts'];
const buildEnv = (copy: string, env: Record<string, string> = {}) => ({ ...process.env, ...FIXTURE_BUILD_ENV, ...copyBuildEnv(copy), NEXT_TELEMETRY_DISABLED: '1', ...env });

/**
 * A build in `copy` whose output is kept. `exited` is the build process's own end; `ended` waits for
 * its output to close too, which processes it left running (they hold the same pipes) delay.
 */
function startBuild(copy: string, env: Record<string, string> = {}): { child: ChildProcess; output: () => string; exited: Promise<void>; ended: Promise<number | null> } {
  const child = spawnGroup(process.execPath, buildArgs, { cwd: copy, env: buildEnv(copy, env), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const ended = new Promise<number | null>((resolve) => child.on('close', resolve));
  return { child, output: () => output, exited, ended };
}

async function outputMatches(output: () => string, pattern: RegExp, limitMs: number): Promise<boolean> {
  const deadline = performance.now() + limitMs;
  while (performance.now() < deadline) {
    if (pattern.test(output())) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

/** Processes still in the process group `group`, or working in `folder`: what a killed build left running. */
function processesLeft(folder: string, group?: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const processGroup = Number(statFields(pid)?.[2]);
        return processGroup === group || readlinkSync(`/proc/${pid}/cwd`).startsWith(folder);
      } catch {
        return false;
      }
    })
    .map(Number);
}

function commandName(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '(gone)';
  }
}

/** SIGKILL to one process, which may have ended on its own by now. */
function killQuietly(pid: number) {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

async function twoBuildsAtOnce(copy: string): Promise<ProbeRow> {
  const started = performance.now();
  const first = startBuild(copy);
  await outputMatches(first.output, /Content check/, 60_000);
  const second = startBuild(copy);
  const [firstExit, secondExit] = await Promise.all([first.ended, second.ended]);
  const said = second.output();
  const message = said.split('\n').find((line) => ANOTHER_BUILD.test(line));
  // Refused before doing any work (no content check of its own), or waited for the first and then built.
  const refused = secondExit !== 0 && message !== undefined && !said.includes('Content check');
  const waited = secondExit === 0 && message !== undefined;
  const complete = existsSync(join(copy, FIXTURE_OUT_DIR, '_hosting', 'nginx.conf'));
  return {
    target: 'build',
    input: 'two builds of one export folder at once in one checkout',
    expected: 'the first builds; the second refuses at once or waits, saying so',
    observed: `first exit ${firstExit}, second exit ${secondExit}, export ${complete ? 'complete' : 'missing'}; first: ${verdictLine(first.output())}; second: ${message ?? verdictLine(said)}`,
    ms: performance.now() - started,
    passed: firstExit === 0 && (refused || waited) && complete,
  };
}

async function twoExportFoldersAtOnce(copy: string): Promise<ProbeRow> {
  const started = performance.now();
  const first = startBuild(copy);
  await outputMatches(first.output, /Content check/, 60_000);
  // One Next project per checkout, which builds into its one .next/: a build of another export folder waits its turn too.
  const second = startBuild(copy, { OUT_DIR: OTHER_OUT_DIR });
  const [firstExit, secondExit] = await Promise.all([first.ended, second.ended]);
  const said = second.output();
  const message = said.split('\n').find((line) => ANOTHER_BUILD.test(line));
  const refused = secondExit !== 0 && message !== undefined && !said.includes('Content check');
  const waited = secondExit === 0 && message !== undefined && existsSync(join(copy, OTHER_OUT_DIR, '_hosting', 'nginx.conf'));
  const complete = existsSync(join(copy, FIXTURE_OUT_DIR, '_hosting', 'nginx.conf'));
  return {
    target: 'build',
    input: `two builds at once in one checkout, into ${FIXTURE_OUT_DIR}/ and ${OTHER_OUT_DIR}/`,
    expected: 'the first builds; the second refuses at once or waits, saying so',
    observed: `first exit ${firstExit}, second exit ${secondExit}, first export ${complete ? 'complete' : 'missing'}; second: ${message ?? verdictLine(said)}`,
    ms: performance.now() - started,
    passed: firstExit === 0 && (refused || waited) && complete,
  };
}

async function killedDuringNextBuild(copy: string): Promise<ProbeRow> {
  const started = performance.now();
  const build = startBuild(copy);
  const reached = await outputMatches(build.output, /Creating an optimized production build/, 3 * 60_000);
  // Only the build's own process, as a CI runner's timeout or the OOM killer would stop it.
  if (build.child.pid !== undefined) killQuietly(build.child.pid);
  await build.exited;
  await new Promise((resolve) => setTimeout(resolve, ORPHAN_GRACE_MS));
  const left = processesLeft(copy, build.child.pid).map((pid) => `${pid} ${commandName(pid)}`);
  // They are the probe's own children: whatever the build left is stopped here.
  signalChildGroup(build.child, 'SIGKILL');
  for (const pid of processesLeft(copy)) killQuietly(pid);
  return {
    target: 'build',
    input: 'SIGKILL of the build during next build',
    expected: `no process left ${ORPHAN_GRACE_MS / 1000} s later`,
    observed: reached ? `${left.length} process(es) left${left.length > 0 ? `: ${left.join(', ')}` : ''}` : 'next build never started',
    ms: performance.now() - started,
    passed: reached && left.length === 0,
  };
}

async function staleStagingReported(copy: string): Promise<ProbeRow> {
  // What a build killed after next build leaves: the staging folder with part of an export.
  mkdirSync(join(copy, STAGING_DIR), { recursive: true });
  writeFileSync(join(copy, STAGING_DIR, 'index.html'), '<!doctype html><title>half-built</title>');
  const build = await runWithLimit(process.execPath, buildArgs, { cwd: copy, env: buildEnv(copy) }, BUILD_LIMIT_MS);
  const said = `${build.stdout}\n${build.stderr}`;
  const report = said.split('\n').find((line) => line.includes(STAGING_DIR) && STALE_WORDS.test(line));
  const reported = report !== undefined;
  const removed = !existsSync(join(copy, STAGING_DIR));
  return {
    target: 'build',
    input: `a build after a killed one left ${STAGING_DIR}/`,
    expected: `exit 0, ${STAGING_DIR}/ reported and gone`,
    observed: `exit ${build.exitCode}, ${removed ? 'gone' : 'still there'}; ${report ?? `not reported; ${verdictLine(said)}`}`,
    ms: build.ms,
    passed: build.exitCode === 0 && reported && removed,
  };
}

/** The port npm run dev takes in the copy (and the three after it), apart from the browser tests' ports. */
const DEV_PORT = 4791;
const DEV_PAGE = '/alpha/install';
const DEV_PAGE_FILE = 'tests/fixtures/site/alpha/install.md';

async function pageHolds(url: string, text: string | null, limitMs: number): Promise<boolean> {
  const deadline = performance.now() + limitMs;
  while (performance.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok && (text === null || (await response.text()).includes(text))) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

/**
 * npm run dev and a build in one checkout, a page saved while the build runs: dev shows the save,
 * and the build publishes the page as its own check passed it, reading nothing dev wrote.
 */
async function devSaveDuringBuild(copy: string): Promise<ProbeRow> {
  const started = performance.now();
  const marker = `Saved in dev while the build ran ${Date.now()}`;
  const dev = spawnGroup(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], { cwd: copy, env: { ...buildEnv(copy), PORT: String(DEV_PORT) }, stdio: 'ignore' });
  try {
    const devUp = await pageHolds(`http://127.0.0.1:${DEV_PORT}${DEV_PAGE}`, null, 5 * 60_000);
    const build = startBuild(copy);
    const checked = await outputMatches(build.output, /Content check/, 3 * 60_000);
    writeFileSync(join(copy, DEV_PAGE_FILE), `${readFileSync(join(copy, DEV_PAGE_FILE), 'utf8')}\n${marker}.\n`);
    const shownInDev = await pageHolds(`http://127.0.0.1:${DEV_PORT}${DEV_PAGE}`, marker, 60_000);
    const exitCode = await build.ended;
    const exported = join(copy, FIXTURE_OUT_DIR, `${DEV_PAGE.slice(1)}.html`);
    const published = existsSync(exported) ? readFileSync(exported, 'utf8') : null;
    const leaked = published?.includes(marker) ?? false;
    return {
      target: 'build',
      input: 'a page saved in npm run dev while a build of the same checkout runs',
      expected: 'dev shows the save; the build exits 0 and publishes the page as its check passed it',
      observed: `dev ${devUp ? (shownInDev ? 'showed the save' : 'did not show the save') : 'never answered'}; build after its check: ${checked ? 'yes' : 'no'}, exit ${exitCode}; export ${published === null ? 'missing the page' : leaked ? 'holds the save' : 'holds the checked page'}`,
      ms: performance.now() - started,
      passed: devUp && checked && shownInDev && exitCode === 0 && published !== null && !leaked,
    };
  } finally {
    signalChildGroup(dev, 'SIGTERM');
  }
}

/** The errors npm run dev's live channel reports to a page that connects now (its warnings left out). */
async function devErrors(port: number): Promise<unknown[] | null> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}${RESERVED_ROUTES.contentEvents}`, { signal: AbortSignal.timeout(5_000) });
    const reader = response.body!.getReader();
    let text = '';
    while (!text.includes('\n\n')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    await reader.cancel();
    const data = /^data: (.*)$/m.exec(text)?.[1];
    return data === undefined ? null : (JSON.parse(data) as { kind: string }[]).filter((problem) => problem.kind === 'error');
  } catch {
    return null;
  }
}

/** Ten renames of a page in two seconds in npm run dev, back to its name: then it answers 200 and no error is left. */
async function renameStormInDev(copy: string): Promise<ProbeRow> {
  const started = performance.now();
  const port = DEV_PORT + 10;
  const dev = spawnGroup(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], { cwd: copy, env: { ...buildEnv(copy), PORT: String(port) }, stdio: 'ignore' });
  try {
    const url = `http://127.0.0.1:${port}${DEV_PAGE}`;
    const devUp = await pageHolds(url, null, 5 * 60_000);
    const [name, other] = [join(copy, DEV_PAGE_FILE), join(copy, DEV_PAGE_FILE.replace(/\.md$/, '-renamed.md'))];
    for (let round = 0; round < 10; round++) {
      renameSync(round % 2 === 0 ? name : other, round % 2 === 0 ? other : name);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const stormEnded = performance.now();
    let settled = false;
    let problems: unknown[] | null = null;
    while (!settled && performance.now() - stormEnded < 60_000) {
      problems = await devErrors(port);
      settled = problems !== null && problems.length === 0 && (await pageHolds(url, null, 1_000));
      if (!settled) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return {
      target: 'dev',
      input: 'ten renames of a page in two seconds in npm run dev, back to its name',
      expected: 'the page answers 200 and dev reports no error, within 60 s',
      observed: devUp ? (settled ? `200, no error, ${((performance.now() - stormEnded) / 1000).toFixed(1)} s after the last rename` : `still ${problems === null ? 'no answer from the live channel' : `${problems.length} error(s)`} after 60 s`) : 'dev never answered',
      ms: performance.now() - started,
      passed: devUp && settled,
    };
  } finally {
    signalChildGroup(dev, 'SIGTERM');
  }
}

/** A disk that fills during the build: an export folder on an 8 MB file system of its own (root only: it mounts one). */
async function fullDisk(copy: string): Promise<ProbeRow> {
  const mount = join(copy, 'small-disk');
  mkdirSync(mount);
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=8m', 'tmpfs', mount]).status === 0;
  try {
    const build = mounted ? await runWithLimit(process.execPath, buildArgs, { cwd: copy, env: buildEnv(copy, { OUT_DIR: 'small-disk/out' }) }, BUILD_LIMIT_MS) : null;
    const said = build ? `${build.stdout}\n${build.stderr}` : '';
    const sentence = said.split('\n').find((line) => /disk is full/i.test(line));
    const left = mounted ? readdirSync(mount) : [];
    return {
      target: 'build',
      input: "a build whose export folder's disk fills up (8 MB)",
      expected: 'exit 1, "The disk is full" in one sentence, nothing left on that disk',
      observed: build ? `exit ${build.exitCode}; ${sentence ?? verdictLine(said)}; ${left.length === 0 ? 'nothing left' : `left: ${left.join(', ')}`}` : 'could not mount a small file system (not root?)',
      ms: build?.ms ?? 0,
      passed: build !== null && build.exitCode === 1 && sentence !== undefined && !/ENOSPC|\n\s+at /.test(said) && left.length === 0,
    };
  } finally {
    if (mounted) spawnSync('umount', [mount]);
  }
}

/** Each case in a fresh copy, removed afterwards. */
export async function probeBuilds(root: string, report: (row: ProbeRow) => void): Promise<ProbeRow[]> {
  const rows: ProbeRow[] = [];
  for (const buildCase of [twoBuildsAtOnce, twoExportFoldersAtOnce, killedDuringNextBuild, staleStagingReported, fullDisk, devSaveDuringBuild, renameStormInDev]) {
    const copy = copyRepository(root);
    try {
      const row = await buildCase(copy);
      rows.push(row);
      report(row);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }
  return rows;
}
