import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUILD_LOCK_FILE, documentsFilesIn, stateDirFor } from '../../lib/pipeline/build-state';

// Runs real builds, so it is its own Vitest project, run by `npm test` after the main build.
const root = fileURLToPath(new URL('../..', import.meta.url));
const out = join(root, 'out');
const staging = join(root, '.out-staging');
const lockFile = join(root, BUILD_LOCK_FILE);
// What out/'s pages were built from: a failing check publishes no routes nor documents over them.
const { published: documentsFile, routes: routesFile } = documentsFilesIn(join(root, stateDirFor('out')));
const publishedNow = () => [documentsFile, routesFile].map((file) => readFileSync(file, 'utf8'));

/** Every file under out/ with its size and modification time: any write to out/ changes it. */
function fingerprint(): string[] {
  if (!existsSync(out)) return [];
  return readdirSync(out, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((file) => {
      const stat = statSync(join(out, file));
      return `${file} ${stat.size} ${stat.mtimeMs}`;
    });
}

function startBuild(env: Record<string, string> = {}): ChildProcess {
  // Its own process group, so the interrupt reaches every step of the build, as Ctrl-C in a terminal does.
  // Node with tsx's loader, not the tsx command: its wrapper process would relay the interrupt and
  // could end before the build has said what it did.
  return spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: root, detached: true, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Everything the build prints, as it prints it. */
function outputOf(build: ChildProcess) {
  const output = { text: '' };
  const collect = (chunk: Buffer) => (output.text += chunk.toString());
  build.stdout!.on('data', collect);
  build.stderr!.on('data', collect);
  return output;
}

/** Resolves once next build has written part of the export into the staging folder. */
async function nextBuildWriting(output: { text: string }) {
  while (!/Next\.js \d/.test(output.text)) await pause(20);
  while (!(existsSync(staging) && readdirSync(staging).length > 0)) await pause(20);
}

/** The live (not zombie) processes whose process group is one of `groups`. */
function processesIn(groups: readonly number[]): string[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const [state, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return state !== 'Z' && groups.includes(Number(group)) ? [stat.slice(0, stat.lastIndexOf(')') + 1)] : [];
      } catch {
        return [];
      }
    });
}

let before: string[] = [];
beforeAll(() => {
  before = fingerprint();
  expect(before.length, 'build the site first (npm run build): the test checks that out/ survives').toBeGreaterThan(0);
});

describe('one build at a time, and an unfinished build never replaces out/ nor leaves anything behind', () => {
  it('refuses a second build at once; a build killed with SIGKILL leaves no step running; the next build takes over what it left and, interrupted during next build, leaves out/ exactly as it was; so does one failing its content check', async () => {
    const build = startBuild();
    const exit = exited(build);
    const output = outputOf(build);
    // Once the first build holds the lock (its content check has run), a second one starts.
    while (!output.text.includes('Content check')) await pause(20);
    const second = startBuild();
    const secondOutput = outputOf(second);
    const secondStarted = performance.now();
    const secondExit = exited(second).then((code) => ({ code, ms: performance.now() - secondStarted }));

    await nextBuildWriting(output);
    // The build's steps (content check, next build): groups of their own, in the lock.
    const { groups } = JSON.parse(readFileSync(lockFile, 'utf8')) as { groups: number[] };
    expect(groups.length).toBeGreaterThanOrEqual(2);
    expect(processesIn(groups).length, 'next build is running').toBeGreaterThan(0);
    // Only the build's own process, as the kernel's out-of-memory killer would.
    process.kill(build.pid!, 'SIGKILL');
    await exit;
    const killedAt = performance.now();
    while (processesIn(groups).length > 0 && performance.now() - killedAt < 5_000) await pause(100);
    expect(processesIn(groups)).toEqual([]);
    expect(existsSync(staging)).toBe(true);

    const refused = await secondExit;
    expect(refused.code).toBe(1);
    expect(refused.ms).toBeLessThan(20_000);
    expect(secondOutput.text).toContain(`✖ Another build (pid ${build.pid}, started`);

    // Interrupted once Next has written part of the export, the moment that used to leave a partial out/.
    const interrupted = startBuild();
    const interruptedOutput = outputOf(interrupted);
    const interruptedExit = exited(interrupted);
    await nextBuildWriting(interruptedOutput);
    expect(interruptedOutput.text).toContain(`! Took over the lock of a build that did not finish (pid ${build.pid}, started`);
    expect(interruptedOutput.text).toContain('! Removed .out-staging/, left by a build that did not finish.');
    process.kill(-interrupted.pid!, 'SIGINT');
    expect(await interruptedExit).not.toBe(0);
    expect(interruptedOutput.text).toContain('✖ Stopped: the build was interrupted (SIGINT).');
    expect(interruptedOutput.text).toContain('nothing half-built can be published');
    expect(existsSync(staging)).toBe(false);
    expect(existsSync(lockFile)).toBe(false);
    expect(fingerprint()).toEqual(before);

    // The builds above published their own documents of the same pages (contentlayer2's order of
    // them may differ from run to run); the failing one must publish nothing over them.
    const publishedBefore = publishedNow();
    const failing = startBuild({ CONTENT_DIR: 'tests/fixtures/rules/link-routes/content' });
    const failingOutput = outputOf(failing);
    expect(await exited(failing)).toBe(1);
    expect(failingOutput.text).toContain('The previous out/ was left as it was');
    expect(existsSync(staging)).toBe(false);
    expect(existsSync(lockFile)).toBe(false);
    expect(fingerprint()).toEqual(before);
    expect(publishedNow()).toEqual(publishedBefore);
  }, 300_000);
});
