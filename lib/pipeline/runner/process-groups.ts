/**
 * Child processes that end with their parent, however it ends: each child runs in a process group
 * of its own (so its workers go with it), and a small watchdog in its own session
 * (group-watchdog.sh) kills every group still listed once the parent is gone, even after a
 * SIGKILL, which runs no handler. The build's steps and `npm run dev`'s servers both use it.
 */
import { type ChildProcess, spawn, type SpawnOptions } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const WATCHDOG = fileURLToPath(new URL('group-watchdog.sh', import.meta.url));

/** Sends `signal` to a process group; false when it has ended. */
export function signalGroup(group: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-group, signal);
    return true;
  } catch {
    return false;
  }
}

export function startGroupWatchdog() {
  const watchdog = spawn('/bin/sh', [WATCHDOG], { detached: true, stdio: ['pipe', 'ignore', 'inherit'] });
  // Neither the watchdog nor its pipe keeps the parent alive: the pipe closing is its signal.
  watchdog.unref();
  (watchdog.stdin as unknown as { unref(): void }).unref();
  return {
    /** Spawns a child in a process group of its own, killed with the parent; the group ends when the child does. */
    spawn(command: string, args: string[], options: SpawnOptions): ChildProcess {
      const child = spawn(command, args, { stdio: 'inherit', ...options, detached: true });
      const group = child.pid;
      if (group === undefined) return child;
      watchdog.stdin!.write(`+${group}\n`);
      child.on('exit', () => {
        // A worker the child left running would outlive it: the group ends with the child.
        signalGroup(group, 'SIGKILL');
        watchdog.stdin!.write(`-${group}\n`);
      });
      return child;
    },
  };
}
