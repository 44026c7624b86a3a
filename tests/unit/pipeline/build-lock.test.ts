import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireBuildLock } from '@/lib/pipeline/runner/build-lock';

const lockPath = () => join(mkdtempSync(join(tmpdir(), 'build-lock-')), '.build.lock');
const isAlive = (pid: number) => existsSync(`/proc/${pid}`) && !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');

/** A lock as a killed build leaves it: its process is gone. */
function staleLock(path: string, groups: number[] = []) {
  const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  writeFileSync(path, JSON.stringify({ pid: Number(dead.stdout), processStart: null, startedAt: '2026-11-24T08:00:00.000Z', groups }));
}

describe('one build at a time in a checkout', () => {
  it('refuses a second build at once, naming the running one', () => {
    const path = lockPath();
    const first = acquireBuildLock(path);
    expect(() => acquireBuildLock(path)).toThrow(new RegExp(`^Another build \\(pid ${process.pid}, started .+\\) is running in this checkout`));
    first.release();
    expect(acquireBuildLock(path).notes).toEqual([]);
  });

  it('takes over the lock of a build that was killed, and says so', () => {
    const path = lockPath();
    staleLock(path);
    const { notes } = acquireBuildLock(path);
    expect(notes).toEqual([expect.stringMatching(/^Took over the lock of a build that did not finish \(pid \d+, started 2026-11-24T08:00:00.000Z\)\.$/)]);
  });

  it('stops the steps of the killed build still running in this checkout', async () => {
    const path = lockPath();
    const step = spawn('sleep', ['60'], { detached: true, stdio: 'ignore' });
    await new Promise((resolve) => step.on('spawn', resolve));
    staleLock(path, [step.pid!]);
    const exited = new Promise((resolve) => step.on('exit', resolve));
    const { notes } = acquireBuildLock(path);
    expect(notes[0]).toMatch(/, and stopped 1 of its processes still running\.$/);
    await exited;
    expect(isAlive(step.pid!)).toBe(false);
  });
});
