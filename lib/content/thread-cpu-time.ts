/**
 * The CPU time of one thread, so the content check's per-file budget measures the work a file
 * costs and not how busy the machine is. Linux only (the CI runners and the Docker images):
 * `/proc/thread-self` names the calling thread's own task, whose stat line any thread can read.
 * Node 20 has no per-thread CPU clock of its own (`process.cpuUsage` counts every thread).
 */
import { readFileSync, readlinkSync } from 'node:fs';

/** /proc reports CPU time in ticks of USER_HZ, which the kernel fixes at 100 per second. */
const MS_PER_TICK = 10;

/** Where another thread can read the calling thread's CPU time; null where there is no /proc. */
export function ownCpuClock(): string | null {
  try {
    return `/proc/${readlinkSync('/proc/thread-self')}/stat`;
  } catch {
    return null;
  }
}

/** The user and system CPU time the thread of `clock` has spent, in ms; null once it has ended. */
export function cpuMsOf(clock: string): number | null {
  try {
    const stat = readFileSync(clock, 'utf8');
    // The name in parentheses may hold spaces; utime and stime are the 12th and 13th fields after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
  } catch {
    return null;
  }
}
