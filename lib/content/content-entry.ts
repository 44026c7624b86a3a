/**
 * What a path under content/ is, looked at without following it, and how a regular file is read:
 * content comes from strangers, so a symlink (to /etc/passwd, to a folder of secrets), a FIFO that
 * would block the read forever or a device is reported, never opened.
 */
import { closeSync, constants, fstatSync, lstatSync, openSync, readlinkSync, readSync, realpathSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export interface ContentEntry {
  /** Path under content/, with forward slashes. */
  file: string;
  kind: 'file' | 'symlink' | 'other';
  /** Where a symlink points, as written in it. */
  linkTarget: string | null;
  /** False when a folder on the way is a link that leads out of content/. */
  insideContent: boolean;
}

function isInside(contentDir: string, path: string): boolean {
  try {
    const within = relative(realpathSync(contentDir), realpathSync(path));
    return within !== '' && !within.startsWith(`..${sep}`) && within !== '..';
  } catch {
    return false;
  }
}

export function inspectEntry(contentDir: string, file: string): ContentEntry {
  const path = join(contentDir, file);
  const stat = lstatSync(path);
  const kind = stat.isFile() ? 'file' : stat.isSymbolicLink() ? 'symlink' : 'other';
  return {
    file,
    kind,
    linkTarget: kind === 'symlink' ? readlinkSync(path) : null,
    insideContent: kind !== 'file' || isInside(contentDir, path),
  };
}

/**
 * The bytes of a regular file, at most `maxBytes` of them (a larger file is refused after that
 * much, never read whole). O_NOFOLLOW and O_NONBLOCK keep a file swapped for a link or a FIFO after
 * it was inspected from being followed or from blocking; fstat then checks what was opened.
 */
export function readRegularFile(contentDir: string, file: string, maxBytes: number): Buffer {
  const descriptor = openSync(join(contentDir, file), constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  try {
    const stat = fstatSync(descriptor);
    if (!stat.isFile()) throw new Error(`content/${file} is no longer a regular file`);
    const bytes = Buffer.alloc(Math.min(stat.size, maxBytes));
    return bytes.subarray(0, readSync(descriptor, bytes, 0, bytes.length, 0));
  } finally {
    closeSync(descriptor);
  }
}
