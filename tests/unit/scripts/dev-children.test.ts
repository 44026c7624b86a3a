import { type ChildProcess, spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { processTree, runningProcesses } from '@/lib/pipeline/runner/processes';

// A signal gives the children 3 s between SIGTERM and SIGKILL; after a SIGKILL the watchdog kills them at once.
const CLEANUP_MS = 10_000;
let host: ChildProcess | undefined;
afterEach(() => host?.kill('SIGKILL'));

/** Starts the stand-in supervisor and resolves with the processes it started, once they run. */
async function startHost(mode: 'throw' | 'wait') {
  host = spawn(process.execPath, ['--import', 'tsx', 'tests/unit/helpers/dev-children-host.ts', mode], { stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolve) => host!.stdout!.on('data', (data: Buffer) => data.includes('started') && resolve()));
  let started: string[] = [];
  await expect.poll(() => (started = processTree(host!.pid!).filter((each) => each.pid !== host!.pid).map((each) => each.command)).filter((command) => command === 'sleep 300').length, { timeout: CLEANUP_MS }).toBe(4);
  expect(started).toContainEqual(expect.stringMatching(/group-watchdog\.sh/));
  return processTree(host!.pid!).filter((each) => each.pid !== host!.pid);
}

const stillRunning = (processes: { pid: number }[]) => runningProcesses().filter((each) => processes.some((started) => started.pid === each.pid));

describe('the servers npm run dev starts', () => {
  for (const [how, stopHost] of [
    ['is stopped by SIGTERM', () => host!.kill('SIGTERM')],
    ['is killed by SIGKILL, which runs no handler', () => host!.kill('SIGKILL')],
    ['throws an uncaught error', () => {}],
  ] as const) {
    it(`stop, their workers too, when the supervisor ${how}`, async () => {
      const started = await startHost(how.startsWith('throws') ? 'throw' : 'wait');
      stopHost();
      await expect.poll(() => stillRunning(started).map((each) => each.command), { timeout: CLEANUP_MS }).toEqual([]);
    }, CLEANUP_MS * 2);
  }
});
