/**
 * Removes a folder the build owns (the previous export, a staging folder) whatever tree a build
 * left in it: Node's recursive `rmSync` recurses once per level, so a deep enough tree overflows
 * the stack and every later build would fail on it. This walks the tree with a list instead
 * of the call stack, makes read-only folders writable before emptying them (a copied export can be
 * read-only), and takes what another process removed meanwhile as removed. Every call on a path
 * walks all its folders, and a path past PATH_MAX fails, so a folder deeper than `SEGMENTS_PER_HOP`
 * below where the walk started is first moved up to the top of the tree: each call stays short, and
 * the removal takes time in proportion to the tree, not to its depth squared.
 */
import { chmodSync, type Dirent, lstatSync, readdirSync, renameSync, rmdirSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';

/** With names of up to 255 bytes this stays under PATH_MAX (4,096 bytes on Linux). */
const SEGMENTS_PER_HOP = 12;

function ignoreMissing(action: () => void): void {
  try {
    action();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** Removes `root` and everything in it; nothing happens when it does not exist. Throws the first error it cannot get past. */
export function removeTree(root: string): void {
  const stat = lstatSync(root, { throwIfNoEntry: false });
  if (stat === undefined) return;
  if (!stat.isDirectory()) return ignoreMissing(() => unlinkSync(root));
  // Every folder in the order it was entered: a folder is entered before its children, so
  // removing them in reverse order removes each one once it is empty.
  const entered: string[] = [];
  const toEnter = [{ dir: root, depth: 0 }];
  let moved = 0;
  while (toEnter.length > 0) {
    let { dir, depth } = toEnter.pop()!;
    if (depth > SEGMENTS_PER_HOP) {
      const shorter = join(root, `.deep-${moved++}`);
      renameSync(dir, shorter);
      [dir, depth] = [shorter, 1];
    }
    // Read-only folders cannot be emptied; a folder of another user stays as it is and fails below.
    ignoreMissing(() => chmodSync(dir, 0o700));
    entered.push(dir);
    let entries: Dirent[] = [];
    ignoreMissing(() => (entries = readdirSync(dir, { withFileTypes: true })));
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) toEnter.push({ dir: path, depth: depth + 1 });
      else ignoreMissing(() => unlinkSync(path));
    }
  }
  for (const dir of entered.reverse()) ignoreMissing(() => rmdirSync(dir));
}
