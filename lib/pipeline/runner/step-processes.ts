/**
 * The build's steps that are processes of their own (content check, drawing, next build), which
 * end with the build, however it ends. Each step runs in a process group of its own, so the build
 * can stop a step with all the workers it started; a small watchdog in its own session kills
 * every group still running once the build's process is gone, even after SIGKILL, which the
 * build cannot catch. The groups are also recorded in the build lock, for the next build to stop
 * whatever the watchdog could not.
 */
import type { ChildProcess, SpawnOptions } from 'node:child_process';
import { signalGroup, startGroupWatchdog } from './process-groups';

interface StepProcesses {
  /**
   * Runs a step to its end; resolves with its exit code, or the signal that stopped it. A step
   * given `onMessage` has an IPC channel, over which it hands the build what it made.
   */
  run(command: string, args: string[], env?: Record<string, string>, onMessage?: (message: unknown) => void): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends `signal` to every step still running, with all its processes; true when one was. */
  stopRunning(signal: NodeJS.Signals): boolean;
}

export function startStepProcesses(recordGroup: (group: number) => void): StepProcesses {
  const watchdog = startGroupWatchdog();
  const running = new Set<ChildProcess>();
  return {
    run(command, args, env = {}, onMessage) {
      return new Promise((resolve, reject) => {
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
    stopRunning(signal) {
      for (const child of running) signalGroup(child.pid!, signal);
      return running.size > 0;
    },
  };
}
