import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readlinkSync, realpathSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, parse } from 'node:path';

/** The repository the benchmark runs from: its git work tree, not necessarily the cwd. */
export function repositoryRoot(cwd = process.cwd()): string {
  return execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd, encoding: 'utf8' }).trim();
}

/**
 * The repository's files as they are in the working tree: tracked and untracked-but-not-ignored,
 * so uncommitted edits are benchmarked too. Deleted files and node_modules (a symlink in a
 * worktree, which git does not ignore as a folder) are left out.
 */
export function repositoryFiles(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return [...new Set(listed.split('\0').filter(Boolean))].filter(
    (file) => file !== 'node_modules' && !file.startsWith('node_modules/') && existsSync(join(root, file)) && !lstatSync(join(root, file)).isDirectory(),
  );
}

/**
 * Copies the repository into a fresh temporary folder with a symlink to its node_modules, so a
 * build there never touches the real content/, out/ or .cache/.
 */
export function copyRepository(root: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'bench-scale-'));
  for (const file of repositoryFiles(root)) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    // A link stays a link (the regular-files rule's fixture has links to a file and a folder).
    if (lstatSync(join(root, file)).isSymbolicLink()) symlinkSync(readlinkSync(join(root, file)), join(copy, file));
    else copyFileSync(join(root, file), join(copy, file));
  }
  // The real folder, not a symlink to a symlink: a worktree's node_modules often links elsewhere.
  symlinkSync(realpathSync(join(root, 'node_modules')), join(copy, 'node_modules'), 'dir');
  return copy;
}

/**
 * What a build in the copy needs in its environment. The copy's node_modules is a symlink out of
 * the copy, and Turbopack refuses to resolve modules outside its root (the folder of the nearest
 * lockfile): next.config.ts sets its root to MODULES_ROOT, and `/` holds both the copy and the
 * real node_modules.
 */
export function copyBuildEnv(copy: string): Record<string, string> {
  return { MODULES_ROOT: parse(copy).root };
}
