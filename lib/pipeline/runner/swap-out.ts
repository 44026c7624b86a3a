/**
 * The build's last step: the staging folder becomes out/ by two renames, so at no moment is out/
 * a mix of the old and the new site. A rename that fails (out/ immutable, on another filesystem,
 * busy as a mount point) leaves out/ as it was and says so in one line.
 */
import { existsSync, renameSync, rmSync } from 'node:fs';

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function swapIntoPlace({ staging, out, previous }: { staging: string; out: string; previous: string }, rename: (from: string, to: string) => void = renameSync) {
  rmSync(previous, { recursive: true, force: true });
  const hadOut = existsSync(out);
  if (hadOut) {
    try {
      rename(out, previous);
    } catch (error) {
      throw new Error(`The new build could not replace ${out}/: moving it aside failed (${reason(error)}).`);
    }
  }
  try {
    rename(staging, out);
  } catch (error) {
    const failed = `The new build could not replace ${out}/: moving it into place failed (${reason(error)})`;
    if (!hadOut) throw new Error(`${failed}.`);
    try {
      rename(previous, out);
    } catch (restoreError) {
      throw new Error(`${failed}, and putting the previous ${out}/ back failed too (${reason(restoreError)}): it is in ${previous}/, and the next build puts it back.`);
    }
    throw new Error(`${failed}.`);
  }
  rmSync(previous, { recursive: true, force: true });
}

/**
 * Clears what a build that did not finish left: its staging folder, and the previous out/ when the
 * build stopped between its two renames (put back where out/ is missing). Returns one note for each.
 */
export function clearUnfinishedBuild({ staging, out, previous }: { staging: string; out: string; previous: string }): string[] {
  const notes: string[] = [];
  if (existsSync(staging)) {
    rmSync(staging, { recursive: true, force: true });
    notes.push(`Removed ${staging}/, left by a build that did not finish.`);
  }
  if (existsSync(previous)) {
    if (existsSync(out)) rmSync(previous, { recursive: true, force: true });
    else {
      renameSync(previous, out);
      notes.push(`Put the previous ${out}/ back from ${previous}/, where a build that did not finish had left it.`);
    }
  }
  return notes;
}
