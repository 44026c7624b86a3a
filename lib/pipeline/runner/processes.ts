/**
 * The processes Linux's /proc shows: the build lock's view of a build that was killed, the
 * benchmarks' memory of a process tree, and the tests' check that nothing is left running.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** A process as /proc shows it; `state` Z is a zombie: gone, waiting to be reaped. */
interface ProcessInfo {
  pid: number;
  ppid: number;
  group: number;
  state: string;
  command: string;
}

/** The fields of /proc/<pid>/stat from field 3 (the state) on; null where there is no /proc or no such process. */
export function statFields(pid: number | string): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count from after it.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

function read(pid: number): ProcessInfo | null {
  const [state, ppid, group] = statFields(pid) ?? [];
  if (state === undefined) return null;
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
    return { pid, ppid: Number(ppid), group: Number(group), state, command };
  } catch {
    return null;
  }
}

/** Every live process but zombies. */
export const runningProcesses = (): ProcessInfo[] =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => read(Number(name)) ?? [])
    .filter((each) => each.state !== 'Z');

/** `root` and everything it started, and everything in those processes' groups (a detached child's workers). */
export function processTree(root: number): ProcessInfo[] {
  const all = runningProcesses();
  const tree = new Set([root]);
  for (let grown = true; grown; ) {
    grown = false;
    for (const each of all) {
      if (tree.has(each.pid) || !(tree.has(each.ppid) || tree.has(each.group))) continue;
      tree.add(each.pid);
      grown = true;
    }
  }
  return all.filter((each) => tree.has(each.pid));
}
