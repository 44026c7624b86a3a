/**
 * The servers `npm run dev` runs beside its own (contentlayer2 dev, decap-server) stop when it
 * stops, however it stops. Each runs in its own process group, since contentlayer2 starts esbuild
 * services of its own and stopping the group stops them too. A signal or an uncaught error reaches
 * `stop`; a SIGKILL reaches no handler, so the watchdog of lib/pipeline/runner/process-groups.ts
 * kills the groups once the supervisor is gone.
 */
import type { ChildProcess, SpawnOptions } from 'node:child_process';
import { signalGroup, startGroupWatchdog } from '../lib/pipeline/runner/process-groups';
import { devConfig } from '../lib/site-config';

interface ChildCommand {
  command: string;
  args: string[];
  options: SpawnOptions;
}

/**
 * Starts the supervision: this process stops every child it started and exits when it is
 * signalled, throws uncaught, loses its parent or any child exits. Returns how to start a child.
 */
export function superviseChildren(): (child: ChildCommand) => ChildProcess {
  const watchdog = startGroupWatchdog();
  const children: ChildProcess[] = [];
  const groups = () => children.flatMap((child) => child.pid ?? []);

  let stopping = false;
  /** Stops every child's process group (SIGTERM, then SIGKILL after a grace period), then exits with `code`. */
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const group of groups()) signalGroup(group, 'SIGTERM');
    const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
    const exited = running.map((child) => new Promise((resolve) => child.once('exit', resolve)));
    const forced = setTimeout(() => groups().forEach((group) => signalGroup(group, 'SIGKILL')), devConfig.childStopGraceMs);
    void Promise.all(exited).then(() => {
      clearTimeout(forced);
      // A server's own children may outlive it.
      for (const group of groups()) signalGroup(group, 'SIGKILL');
      process.exit(code);
    });
  };
  process.on('SIGINT', () => stop(130));
  process.on('SIGTERM', () => stop(143));
  process.on('uncaughtException', (error) => {
    console.error(error);
    stop(1);
  });
  // Killing npm above this process (a SIGKILL runs no handler there) hands it to another parent.
  const parentAtStart = process.ppid;
  setInterval(() => process.ppid !== parentAtStart && stop(1), devConfig.parentCheckMs).unref();

  return ({ command, args, options }) => {
    const child = watchdog.spawn(command, args, options);
    children.push(child);
    child.on('exit', (code) => stop(code ?? 0));
    return child;
  };
}
