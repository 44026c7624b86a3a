import { readdirSync, readFileSync } from 'node:fs';

/** The parent of every live process, read from /proc/<pid>/stat (field 4, after the command name). */
function parents(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces and parentheses; the fields after its last ")" do not.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return children;
}

function rssBytes(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * The resident memory of a process and all its descendants. Pages shared between processes (the
 * node binary, libraries) count once per process, as `ps` shows them, so this is an upper bound.
 */
export function treeRss(root: number): { bytes: number; processes: number } {
  const children = parents();
  const pending = [root];
  let bytes = 0;
  let processes = 0;
  while (pending.length > 0) {
    const pid = pending.pop()!;
    bytes += rssBytes(pid);
    processes++;
    pending.push(...(children.get(pid) ?? []));
  }
  return { bytes, processes };
}

/** Samples `treeRss` every `intervalMs` until stopped; returns the peak. */
export function sampleTreeRss(root: number, intervalMs = 250) {
  const peak = { peakBytes: 0, peakProcesses: 0, samples: 0 };
  const sample = () => {
    const { bytes, processes } = treeRss(root);
    peak.samples++;
    peak.peakBytes = Math.max(peak.peakBytes, bytes);
    peak.peakProcesses = Math.max(peak.peakProcesses, processes);
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}
