/**
 * Runs a build: its steps (steps/index.ts) in order, into a staging folder that replaces the
 * export folder only once every step has succeeded, so a failed or interrupted build leaves the
 * previous export as it was and nothing half-built can be published. The runner owns what no step
 * should: the lock (one build at a time in a checkout, build-lock.ts), the steps' processes (each in
 * a process group that ends with the build, step-processes.ts), the signals, and the swap.
 */
import { existsSync, mkdirSync, writeFileSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import type { BuildContext, BuildStep } from '../context';
import { BUILD_LOCK_FILE, buildStateDir, previousDirFor, stagingDirFor } from '../build-state';
import { acquireBuildLock, BuildLockRefused } from './build-lock';
import { exportFolderProblem } from './export-folder';
import { runSteps, type StepTime } from './run-steps';
import { startStepProcesses } from './step-processes';
import { removeTree } from './remove-tree';
import { clearUnfinishedBuild, swapIntoPlace } from './swap-out';

/** What went wrong, as a sentence: a full disk says so and what to do, rather than its error code. */
function failureSentence(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { code, path } = error as NodeJS.ErrnoException;
  if (code === 'ENOSPC' || code === 'EDQUOT') {
    return `The disk is full: the build could not write${path ? ` ${path}` : ''} (${code === 'ENOSPC' ? 'no space left on the device' : 'over the disk quota'}). Free some space where the export and .cache/ are, then build again.`;
  }
  return error.message;
}

/** Ends the process at once with `message` on stderr; synchronous, since process.exit can drop a piped console.error. */
function exitWith(message: string): never {
  writeSync(2, `\n✖ ${message}\n`);
  process.exit(1);
}

/**
 * Builds the export folder `outDir` with `steps`. With `phasesFile`, the time of each step is
 * written there as JSON (for bench:scale).
 */
export async function runBuild(steps: readonly BuildStep[], outDir: string, phasesFile?: string): Promise<void> {
  const startedAt = performance.now();
  const folderProblem = exportFolderProblem(outDir);
  if (folderProblem) exitWith(folderProblem);
  const stagingDir = stagingDirFor(outDir);
  const previousDir = previousDirFor(outDir);

  let lock: ReturnType<typeof acquireBuildLock>;
  try {
    mkdirSync(dirname(BUILD_LOCK_FILE), { recursive: true });
    lock = acquireBuildLock(BUILD_LOCK_FILE);
  } catch (error) {
    if (!(error instanceof BuildLockRefused)) throw error;
    // Before any step: the staging folder is the other build's.
    exitWith(error.message);
  }
  process.on('exit', () => lock.release());
  let leftovers: string[] = [];
  try {
    leftovers = clearUnfinishedBuild({ staging: stagingDir, out: outDir, previous: previousDir });
  } catch (error) {
    // Before any step: the export is as the last build left it.
    exitWith(`${(error as Error).message}\n  ${existsSync(outDir) ? `${outDir}/ holds the last build's export, untouched.` : `There is no ${outDir}/.`}`);
  }
  for (const note of [...lock.notes, ...leftovers]) console.log(`! ${note}`);
  mkdirSync(buildStateDir, { recursive: true });

  const processes = startStepProcesses((group) => lock.recordGroup(group));
  /** Why the build is stopping, once a step has been told to stop: it fails with this when the step has exited. */
  let stopping: string | null = null;

  const fail = (message: string): never => {
    // Whatever step is still running goes first, or it could write into the folder being removed.
    processes.stopRunning('SIGKILL');
    let stagingLeft = '';
    try {
      removeTree(stagingDir);
    } catch (error) {
      stagingLeft = `\n  Its staging folder ${stagingDir}/ could not be removed (${(error as Error).message}); the next build removes it, or remove it yourself.`;
    }
    const kept = existsSync(outDir) ? `The previous ${outDir}/ was left as it was` : `No ${outDir}/ was written`;
    exitWith(`${message}\n  ${kept}, so nothing half-built can be published.${stagingLeft}`);
  };

  /** Fails the build, after stopping the running step (with `signal`) and waiting for it to exit. */
  const stop = (message: string, signal: NodeJS.Signals = 'SIGTERM') => {
    if (stopping) return;
    if (!processes.stopRunning(signal)) fail(message);
    stopping = message;
  };

  // The steps run in process groups of their own, so Ctrl-C in a terminal reaches only this
  // process: it passes the signal on, and the staging folder goes once the step has exited.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => stop(`Stopped: the build was interrupted (${signal}).`, signal));
  }
  // An error nothing caught still ends the build through fail(): the steps stop, staging goes.
  const crashed = (error: unknown) => {
    console.error(error);
    stop(`The build stopped on an unexpected error: ${error instanceof Error ? error.message : String(error)}`);
  };
  process.on('uncaughtException', crashed);
  process.on('unhandledRejection', crashed);

  const context: BuildContext = {
    outDir,
    stagingDir,
    stateDir: buildStateDir,
    async run(command, args, { env = {}, onMessage } = {}) {
      const { code, signal } = await processes.run(command, args, env, onMessage);
      if (stopping) fail(stopping);
      if (signal) fail(`${command} was stopped by ${signal}.`);
      return code === 0;
    },
    made: { drawProgram: '', images: [], cards: [], pages: [], redirects: [], redirectPages: [] },
  };

  const swap: BuildStep = {
    name: 'swap into place',
    reads: 'the staging folder',
    writes: `${outDir}/`,
    run: () => {
      for (const note of swapIntoPlace({ staging: stagingDir, out: outDir, previous: previousDir })) console.log(`! ${note}`);
    },
  };
  const times: StepTime[] = [];
  try {
    await runSteps([...steps, swap], context, times);
  } catch (error) {
    // A step stops the build by throwing, with a message that says what failed. Ctrl-C in a terminal
    // also reaches tools the build runs in its own process (esbuild's service), whose failure can
    // come before the signal's handler has run: it runs first, and its message wins.
    await new Promise((resolve) => setImmediate(resolve));
    fail(stopping ?? failureSentence(error));
  }
  if (phasesFile) writeFileSync(phasesFile, JSON.stringify({ phases: times, totalMs: Math.round(performance.now() - startedAt) }, null, 2));
  console.log(`✔ Built the site into ${outDir}/.`);
}
