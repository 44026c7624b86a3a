import type { Redirect } from '../content/redirects';
import type { ExportPage } from './export/site-pages';

/** Files a drawing step made: each path in the export, and the file it is copied from. */
export type DrawnFiles = [string, string][];

/**
 * One step of the build (steps/): what it reads and writes, for the build's log (run-steps.ts), and
 * what it does with the build's context. A step stops the build by throwing an error whose message
 * says what failed.
 */
export interface BuildStep {
  name: string;
  reads: string;
  writes: string;
  run(context: BuildContext): unknown;
}

/** What a step hands on to the steps after it. */
export interface Made {
  /** The drawing program (build-programs.ts). */
  drawProgram: string;
  images: DrawnFiles;
  cards: DrawnFiles;
  /** The exported pages, read once (steps/read-pages.ts). */
  pages: ExportPage[];
  redirects: Redirect[];
  redirectPages: ExportPage[];
}

/** The build as its steps see it (runner/run-build.ts makes it). */
export interface BuildContext {
  /** The export folder the build replaces at its end. */
  readonly outDir: string;
  /** Where the steps write the export until then. */
  readonly stagingDir: string;
  /** This export's state folder (build-state.ts). */
  readonly stateDir: string;
  /**
   * Runs a program as a process of the build, stopped with it however the build ends; resolves
   * true when it exits 0. With `onMessage` it has an IPC channel to hand the build what it made.
   */
  run(command: string, args: string[], options?: { env?: Record<string, string>; onMessage?: (message: unknown) => void }): Promise<boolean>;
  readonly made: Made;
}
