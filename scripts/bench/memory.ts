import { readFileSync } from 'node:fs';
import { basename, relative } from 'node:path';
import { processTree } from '../../lib/pipeline/runner/processes';

function rssBytes(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Node's options that take the next word as their value (`--import tsx`). */
const NODE_VALUE_OPTIONS = new Set(['--import', '--require', '-r']);

/**
 * A process as a reader of the figures knows it: the package whose program it runs
 * (`contentlayer2`, `decap-server`), the script (`scripts/dev.ts`; a generated one by its file name),
 * or the program (`esbuild`, `npm`, `sh`).
 */
export function processLabel(command: string): string {
  const [program = '', ...args] = command.split(' ');
  if (basename(program) !== 'node') return basename(program);
  const script = args.find((arg, index) => !arg.startsWith('-') && !NODE_VALUE_OPTIONS.has(args[index - 1] ?? '')) ?? 'node';
  const fromPackage = /.*node_modules\/(?:\.bin\/)?((?:@[^/]+\/)?[^/]+)/.exec(script)?.[1];
  const path = relative(process.cwd(), script);
  return fromPackage ?? (path.length <= 40 ? path : basename(path).slice(0, 50));
}

/**
 * The resident memory of a process and all its descendants (processTree), in all and by process
 * (processLabel). Pages shared between processes (the node binary, libraries) count once per
 * process, as `ps` shows them, so this is an upper bound.
 */
export function treeRss(root: number): { bytes: number; processes: number; byProcess: Map<string, number> } {
  const tree = processTree(root);
  const byProcess = new Map<string, number>();
  for (const { pid, command } of tree) {
    const label = processLabel(command);
    byProcess.set(label, (byProcess.get(label) ?? 0) + rssBytes(pid));
  }
  return { bytes: [...byProcess.values()].reduce((sum, bytes) => sum + bytes, 0), processes: tree.length, byProcess };
}

/** Samples `treeRss` every `intervalMs` until stopped; returns the peak, and each process's memory at that moment. */
export function sampleTreeRss(root: number, intervalMs = 250) {
  const peak = { peakBytes: 0, peakProcesses: 0, samples: 0, atPeak: new Map<string, number>() };
  const sample = () => {
    const { bytes, processes, byProcess } = treeRss(root);
    peak.samples++;
    if (bytes > peak.peakBytes) Object.assign(peak, { peakBytes: bytes, atPeak: byProcess });
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
