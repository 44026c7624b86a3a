/**
 * The servers `npm run dev` runs (next dev, contentlayer2 dev, decap-server) stop when it stops,
 * however it stops. Each runs in its own process group, since next dev starts workers of its own
 * and stopping the group stops them too. A signal or an uncaught error reaches `stop`; a SIGKILL
 * reaches no handler, so a small detached watchdog (scripts/dev-watchdog.mjs) stops the groups once its parent, the
 * supervisor, is gone.
 */
import { type ChildProcess, spawn, type SpawnOptions } from 'node:child_process';
import { devConfig } from '../lib/site-config';

const signalGroup = (pid: number, signal: NodeJS.Signals) => {
  try {
    process.kill(-pid, signal);
  } catch {
    // That group is gone already.
  }
};

export interface DevChildren {
  /** Stops every child's process group (SIGTERM, then SIGKILL after a grace period), then exits with `code`. */
  stop(code: number): void;
}

export function startChildren(commands: { command: string; args: string[]; options: SpawnOptions }[]): DevChildren {
  const children: ChildProcess[] = commands.map(({ command, args, options }) => spawn(command, args, { stdio: 'inherit', ...options, detached: true }));
  const groups = children.flatMap((child) => (child.pid === undefined ? [] : [child.pid]));
  const watchdogArgs = [devConfig.watchdogIntervalMs, devConfig.childStopGraceMs, ...groups].map(String);
  spawn(process.execPath, ['scripts/dev-watchdog.mjs', ...watchdogArgs], { stdio: 'ignore', detached: true }).unref();

  let stopping = false;
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const group of groups) signalGroup(group, 'SIGTERM');
    const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
    const exited = running.map((child) => new Promise((resolve) => child.once('exit', resolve)));
    const forced = setTimeout(() => groups.forEach((group) => signalGroup(group, 'SIGKILL')), devConfig.childStopGraceMs);
    void Promise.all(exited).then(() => {
      clearTimeout(forced);
      // next dev's workers may outlive next dev itself.
      for (const group of groups) signalGroup(group, 'SIGKILL');
      process.exit(code);
    });
  };
  for (const child of children) child.on('exit', (code) => stop(code ?? 0));
  return { stop };
}
