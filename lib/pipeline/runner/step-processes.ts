/**
 * The build's steps that are processes of their own (content check, drawing, next build), each in a
 * process group that ends with the build (process-groups.ts). The groups are also recorded in the
 * build lock, for the next build to stop whatever the watchdog could not.
 */
import type { ChildProcess, SpawnOptions } from 'node:child_process';
import { signalGroup, startGroupWatchdog } from './process-groups';

export function startStepProcesses(recordGroup: (group: number) => void) {
  const watchdog = startGroupWatchdog();
  const running = new Set<ChildProcess>();
  return {
    /**
     * Runs a step to its end; resolves with its exit code, or the signal that stopped it. A step
     * given `onMessage` has an IPC channel, over which it hands the build what it made.
     */
    run(command: string, args: string[], env: Record<string, string>, onMessage?: (message: unknown) => void) {
      return new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve, reject) => {
        const stdio: SpawnOptions['stdio'] = onMessage ? ['inherit', 'inherit', 'inherit', 'ipc'] : 'inherit';
        const child = watchdog.spawn(command, args, { env: { ...process.env, ...env }, stdio });
        if (onMessage) child.on('message', onMessage);
        child.on('error', reject);
        if (child.pid === undefined) return;
        running.add(child);
        recordGroup(child.pid);
        child.on('exit', (code, signal) => {
          running.delete(child);
          resolve({ code, signal });
        });
      });
    },
    /** Sends `signal` to every step still running, with all its processes; true when one was. */
    stopRunning(signal: NodeJS.Signals): boolean {
      for (const child of running) signalGroup(child.pid!, signal);
      return running.size > 0;
    },
  };
}
