import { type ChildProcess, spawn, type SpawnOptions } from 'node:child_process';
import { signalGroup } from '../../lib/pipeline/runner/process-groups';

/** Keeps the first bytes of a stream: a crashing check can print megabytes of the input back. */
const KEPT_OUTPUT_BYTES = 64 * 1024;

interface Finished {
  exitCode: number | null;
  timedOut: boolean;
  ms: number;
  stdout: string;
  stderr: string;
}

/** Every group the probe started that has not exited: an interrupted probe stops them itself. */
const running = new Set<ChildProcess>();

/**
 * Starts a command in its own process group, so that stopping it stops whatever it started too
 * (worker processes, nginx) and nothing outlives the probe.
 */
export function spawnGroup(command: string, args: readonly string[], options: SpawnOptions): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true });
  running.add(child);
  child.on('exit', () => running.delete(child));
  return child;
}

export function signalEveryGroup(signal: NodeJS.Signals) {
  for (const child of running) signalChildGroup(child, signal);
}

/** Sends `signal` to the child's whole process group; quiet when the group is already gone. */
export function signalChildGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid !== undefined) signalGroup(child.pid, signal);
}

/** Runs a command to its end, or stops its process group with SIGKILL after `limitMs`. */
export function runWithLimit(command: string, args: readonly string[], options: SpawnOptions, limitMs: number): Promise<Finished> {
  const started = performance.now();
  const child = spawnGroup(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  const kept = { stdout: '', stderr: '' };
  for (const name of ['stdout', 'stderr'] as const) {
    child[name]!.setEncoding('utf8');
    child[name]!.on('data', (chunk: string) => {
      if (kept[name].length < KEPT_OUTPUT_BYTES) kept[name] += chunk.slice(0, KEPT_OUTPUT_BYTES - kept[name].length);
    });
  }
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    signalChildGroup(child, 'SIGKILL');
  }, limitMs);
  return new Promise((resolve) => {
    child.on('close', (exitCode) => {
      clearTimeout(timer);
      // The check may have started processes that outlive it; none may outlive the probe.
      signalChildGroup(child, 'SIGKILL');
      resolve({ exitCode, timedOut, ms: performance.now() - started, ...kept });
    });
  });
}

/** What a command's output says of its end: its last ✖ line or exception, else its last line. */
export function verdictLine(output: string): string {
  const lines = output.trim().split('\n');
  return lines.findLast((line) => line.startsWith('✖') || /^\w*Error\b/.test(line)) ?? lines.at(-1) ?? '';
}
