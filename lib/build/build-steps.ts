/**
 * The build's steps (content check, contentlayer2, next build, Pagefind) as child processes that
 * end with the build, however it ends. Each step runs in a process group of its own, so the build
 * can stop a step with all the workers it started; a small watchdog in its own session kills
 * every group still running once the build's process is gone, even after SIGKILL, which the
 * build cannot catch. The groups are also recorded in the build lock, for the next build to stop
 * whatever the watchdog could not.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const WATCHDOG = fileURLToPath(new URL('step-watchdog.mjs', import.meta.url));

interface BuildSteps {
  /** Runs a step to its end; resolves with its exit code, or the signal that stopped it. */
  run(command: string, args: string[], env?: Record<string, string>): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends `signal` to every step still running, with all its processes; true when one was. */
  stopRunning(signal: NodeJS.Signals): boolean;
}

export function startBuildSteps(recordGroup: (group: number) => void): BuildSteps {
  const watchdog = spawn(process.execPath, [WATCHDOG], { detached: true, stdio: ['pipe', 'ignore', 'inherit'] });
  // Neither the watchdog nor its pipe keeps the build alive: the pipe closing is its signal.
  watchdog.unref();
  (watchdog.stdin as unknown as { unref(): void }).unref();
  const running = new Set<ChildProcess>();
  const killGroup = (group: number, signal: NodeJS.Signals) => {
    try {
      process.kill(-group, signal);
    } catch {
      // Ended already.
    }
  };
  return {
    run(command, args, env = {}) {
      return new Promise((resolve, reject) => {
        const child = spawn(command, args, { stdio: 'inherit', detached: true, env: { ...process.env, ...env } });
        child.on('error', reject);
        if (child.pid === undefined) return;
        const group = child.pid;
        running.add(child);
        watchdog.stdin!.write(`+${group}\n`);
        recordGroup(group);
        child.on('exit', (code, signal) => {
          running.delete(child);
          // A worker the step left running would outlive the build: the step's group ends with it.
          killGroup(group, 'SIGKILL');
          watchdog.stdin!.write(`-${group}\n`);
          resolve({ code, signal });
        });
      });
    },
    stopRunning(signal) {
      for (const child of running) killGroup(child.pid!, signal);
      return running.size > 0;
    },
  };
}
