import { readdirSync, readFileSync } from 'node:fs';

/** A process as /proc shows it; `state` Z is a zombie: gone, waiting to be reaped. */
export interface ProcessInfo {
  pid: number;
  ppid: number;
  group: number;
  state: string;
  command: string;
}

function read(pid: number): ProcessInfo | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces.
    const [state, ppid, group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
    return { pid, ppid: Number(ppid), group: Number(group), state: state!, command };
  } catch {
    return null;
  }
}

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
