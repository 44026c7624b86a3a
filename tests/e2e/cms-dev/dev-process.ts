import { type ChildProcess, spawn } from 'node:child_process';
import { openSync } from 'node:fs';

/**
 * `npm run dev` with `env` added to this process's, its output appended to `logFile`, in a process
 * group of its own, so one signal reaches scripts/dev.ts, which stops its servers. The cms-dev
 * tests and bench:dev start it this way.
 */
export function spawnDev(env: Record<string, string>, logFile: string) {
  const output = openSync(logFile, 'a');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', output, output],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
    await exited;
  };
  return { child, stop };
}
