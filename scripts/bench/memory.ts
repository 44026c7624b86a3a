import { readFileSync } from 'node:fs';
import { processTree } from '../../lib/pipeline/runner/processes';

function rssBytes(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * The resident memory of a process and all its descendants (processTree). Pages shared between
 * processes (the node binary, libraries) count once per process, as `ps` shows them, so this is an
 * upper bound.
 */
export function treeRss(root: number): { bytes: number; processes: number } {
  const tree = processTree(root);
  return { bytes: tree.reduce((sum, { pid }) => sum + rssBytes(pid), 0), processes: tree.length };
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
