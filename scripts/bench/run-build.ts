import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sampleTreeRss } from './memory';

interface BuildPhase {
  name: string;
  ms: number;
}

export interface BuildResult {
  wallMs: number;
  /** From BUILD_PHASES_FILE, when scripts/build.ts writes it. */
  phases: BuildPhase[] | null;
  buildTotalMs: number | null;
  peakRssBytes: number;
  peakProcesses: number;
  rssSamples: number;
}

/**
 * Runs `npm run build` in `dir` and samples the memory of its whole process tree meanwhile. The
 * output goes to a log file: a 2000-page build prints a route list thousands of lines long.
 */
export async function runBuild(dir: string, logName: string): Promise<BuildResult> {
  const log = join(dir, logName);
  const phasesFile = join(dir, `${logName}.phases.json`);
  const output = openSync(log, 'w');
  const started = performance.now();
  const child = spawn('npm', ['run', 'build'], {
    cwd: dir,
    env: { ...process.env, BUILD_PHASES_FILE: phasesFile, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', output, output],
  });
  const sampler = sampleTreeRss(child.pid!);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const wallMs = Math.round(performance.now() - started);
  const memory = sampler.stop();
  closeSync(output);
  if (code !== 0) {
    const tail = readFileSync(log, 'utf8').split('\n').slice(-40).join('\n');
    throw new Error(`npm run build failed in ${dir} (exit ${code}); the end of ${log}:\n${tail}`);
  }
  const written = existsSync(phasesFile) ? (JSON.parse(readFileSync(phasesFile, 'utf8')) as { phases: BuildPhase[]; totalMs: number }) : null;
  return {
    wallMs,
    phases: written?.phases ?? null,
    buildTotalMs: written?.totalMs ?? null,
    peakRssBytes: memory.peakBytes,
    peakProcesses: memory.peakProcesses,
    rssSamples: memory.samples,
  };
}
