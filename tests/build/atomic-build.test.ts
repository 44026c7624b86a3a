import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

// Runs real builds, so it is its own Vitest project, run by `npm test` after the main build.
const root = fileURLToPath(new URL('../..', import.meta.url));
const out = join(root, 'out');
const staging = join(root, '.out-staging');

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

let before: string[] = [];
beforeAll(() => {
  before = fingerprint();
  expect(before.length, 'build the site first (npm run build): the test checks that out/ survives').toBeGreaterThan(0);
});

describe('an unfinished build never replaces out/', () => {
  it('leaves out/ exactly as it was when the build is interrupted during next build', async () => {
    const build = startBuild();
    let output = '';
    const nextStarted = new Promise<void>((resolve) => {
      const watch = (chunk: Buffer) => {
        output += chunk.toString();
        if (/Next\.js \d/.test(output)) resolve();
      };
      build.stdout!.on('data', watch);
      build.stderr!.on('data', watch);
    });
    const exit = exited(build);
    await nextStarted;
    // Interrupt once Next has written part of the export, the moment that used to leave a partial out/.
    while (!(existsSync(staging) && readdirSync(staging).length > 0)) await new Promise((resolve) => setTimeout(resolve, 20));
    process.kill(-build.pid!, 'SIGINT');
    expect(await exit).not.toBe(0);
    expect(output).toContain('nothing half-built can be published');
    expect(existsSync(staging)).toBe(false);
    expect(fingerprint()).toEqual(before);
  }, 120_000);

  it('leaves out/ exactly as it was when the content check fails', async () => {
    const build = startBuild({ CONTENT_DIR: 'tests/fixtures/content-broken-link' });
    let output = '';
    build.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    expect(await exited(build)).toBe(1);
    expect(output).toContain('The previous out/ was left as it was');
    expect(fingerprint()).toEqual(before);
  }, 60_000);
});
