/**
 * One build at a time in a checkout: every build writes Next's one `.next/`, and builds of one
 * export folder share a state folder and a staging folder, so two at once fail each other with
 * misleading errors. The lock is a file created with O_EXCL, holding the build's pid, the start time
 * of that process and the process groups of its steps. A lock whose process is gone (a build killed
 * with SIGKILL) is taken over, and any step of that build still running in this checkout is stopped
 * first, so a killed build never leaves the lock stuck nor its steps behind.
 */
import { readdirSync, readFileSync, readlinkSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { statFields } from './processes';

interface LockHolder {
  pid: number;
  /** The process's start time in clock ticks since boot (/proc/<pid>/stat): tells a reused pid apart. */
  processStart: string | null;
  startedAt: string;
  /** The process groups of the steps this build started (each step runs in its own group). */
  groups: number[];
}

/** Field 22 of /proc/<pid>/stat. */
const processStart = (pid: number | 'self') => statFields(pid)?.[19] ?? null;

function isRunning(holder: LockHolder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return holder.processStart === null || processStart(holder.pid) === holder.processStart;
}

/** Kills every process of `groups` whose working folder is this checkout; returns how many. */
function killLeftoverSteps(groups: readonly number[]): number {
  let killed = 0;
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return 0;
  }
  for (const pid of pids) {
    try {
      const group = Number(statFields(pid)?.[2]);
      if (!groups.includes(group) || readlinkSync(`/proc/${pid}/cwd`) !== process.cwd()) continue;
      process.kill(Number(pid), 'SIGKILL');
      killed++;
    } catch {
      // The process ended meanwhile, or is not ours to read.
    }
  }
  return killed;
}

export class BuildLockRefused extends Error {}

/**
 * Takes the lock at `path`, or throws BuildLockRefused (one line naming the running build) when
 * another build holds it. Builds do not queue: a second build refuses at once, so an operator is
 * never left wondering why a build is not moving.
 */
export function acquireBuildLock(path: string) {
  const holder: LockHolder = { pid: process.pid, processStart: processStart('self'), startedAt: new Date().toISOString(), groups: [] };
  /** Notes for the build's output: what was taken over from a build that did not finish. */
  const notes: string[] = [];
  for (;;) {
    try {
      writeFileSync(path, JSON.stringify(holder), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let held: string;
    let other: LockHolder;
    try {
      held = readFileSync(path, 'utf8');
      other = JSON.parse(held) as LockHolder;
    } catch {
      // Removed meanwhile, or caught between its creation and its write: look again.
      continue;
    }
    if (isRunning(other)) {
      throw new BuildLockRefused(`Another build (pid ${other.pid}, started ${other.startedAt}) is running in this checkout: wait for it to end, or stop it, then build again.`);
    }
    // Renamed away first: of two builds taking over the same stale lock, only one succeeds; one
    // that finds it has moved a lock just taken by the other puts it back.
    const taken = `${path}.${process.pid}`;
    try {
      renameSync(path, taken);
    } catch {
      continue;
    }
    if (readFileSync(taken, 'utf8') !== held) {
      renameSync(taken, path);
      continue;
    }
    rmSync(taken, { force: true });
    const killed = killLeftoverSteps(other.groups);
    notes.push(`Took over the lock of a build that did not finish (pid ${other.pid}, started ${other.startedAt})${killed > 0 ? `, and stopped ${killed} of its processes still running` : ''}.`);
  }
  return {
    notes,
    recordGroup(group: number) {
      holder.groups.push(group);
      writeFileSync(path, JSON.stringify(holder));
    },
    release() {
      rmSync(path, { force: true });
    },
  };
}
