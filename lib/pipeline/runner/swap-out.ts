/**
 * The build's last step: the staging folder becomes out/ by two renames, so at no moment is out/
 * a mix of the old and the new site. A rename that fails (out/ immutable, on another filesystem,
 * busy as a mount point) leaves out/ as it was and says so in one line. The folders a build leaves
 * are removed by remove-tree.ts, whatever their depth; one that cannot be removed is named, with
 * how to remove it.
 */
import { existsSync, renameSync } from 'node:fs';
import { removeTree } from './remove-tree';

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

const removeByHand = (dir: string) => `remove it yourself (\`rm -rf ${dir}\` as its owner, after \`chattr -R -i ${dir}\` if it is immutable)`;

interface BuildFolders {
  staging: string;
  out: string;
  previous: string;
}

const REPLACED = 'where a previous build moved the export it replaced';

/** Removes `dir`, a folder a build left; throws a sentence naming it and the fix when it cannot. */
function removeLeftover(dir: string, what: string, remove: (dir: string) => void): void {
  try {
    remove(dir);
  } catch (error) {
    throw new Error(`The folder ${dir}/, ${what}, could not be removed (${reason(error)}): ${removeByHand(dir)}, then build again.`);
  }
}

/** Swaps the staging folder in; returns a note when the new export is in place but the one it replaced could not be removed. */
export function swapIntoPlace(
  { staging, out, previous }: BuildFolders,
  rename: (from: string, to: string) => void = renameSync,
  remove: (dir: string) => void = removeTree,
): string[] {
  removeLeftover(previous, REPLACED, remove);
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
  try {
    remove(previous);
    return [];
  } catch (error) {
    // The new export is whole in out/: only the old one is left over, and the next build refuses to start until it is gone.
    return [`The new build is in ${out}/, but the export it replaced, moved to ${previous}/, could not be removed (${reason(error)}): ${removeByHand(previous)} before the next build.`];
  }
}

/**
 * Clears what a build that did not finish left: its staging folder, and the previous out/ when the
 * build stopped between its two renames (put back where out/ is missing). Returns one note for each;
 * throws, naming the folder and the fix, when one cannot be removed.
 */
export function clearUnfinishedBuild({ staging, out, previous }: BuildFolders, remove: (dir: string) => void = removeTree): string[] {
  const notes: string[] = [];
  if (existsSync(staging)) {
    removeLeftover(staging, 'left by a build that did not finish', remove);
    notes.push(`Removed ${staging}/, left by a build that did not finish.`);
  }
  if (existsSync(previous)) {
    if (existsSync(out)) removeLeftover(previous, REPLACED, remove);
    else {
      renameSync(previous, out);
      notes.push(`Put the previous ${out}/ back from ${previous}/, where a build that did not finish had left it.`);
    }
  }
  return notes;
}
