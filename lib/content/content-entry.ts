/**
 * What a path under content/ is, looked at without following it, and how a regular file is read:
 * content comes from strangers, so a symlink (to /etc/passwd, to a folder of secrets), a FIFO that
 * would block the read forever or a device is reported, never opened.
 */
import { createHash } from 'node:crypto';
import { closeSync, constants, fstatSync, lstatSync, openSync, readlinkSync, readSync, realpathSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * One look a check took at the content folder, and what it found: the entry's kind, or the hash of
 * the bytes read. Taking the same look again and finding the same tells that the check's result
 * still holds (check-cache.ts).
 */
export type ContentRead = { look: 'entry'; file: string; found: string } | { look: 'bytes'; file: string; maxBytes: number; found: string };

/** The looks of the check running now, while one is recorded. */
let recording: ContentRead[] | null = null;

/** Runs `check` and returns with its result every look it took at the content folder. */
export function recordingReads<T>(check: () => T): { value: T; reads: ContentRead[] } {
  recording = [];
  try {
    const value = check();
    return { value, reads: recording };
  } finally {
    recording = null;
  }
}

const errorFinding = (error: unknown) => `error ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`;

/** Takes a look, and records what it found while a check is recorded: an error (the file gone, a link now) is a finding too. */
function look<T>(read: { look: 'entry'; file: string } | { look: 'bytes'; file: string; maxBytes: number }, take: () => T, finding: (value: T) => string): T {
  try {
    const value = take();
    if (recording) recording.push({ ...read, found: finding(value) });
    return value;
  } catch (error) {
    if (recording) recording.push({ ...read, found: errorFinding(error) });
    throw error;
  }
}

function lookAgain(contentDir: string, read: ContentRead): string {
  try {
    return read.look === 'entry' ? entryFinding(inspectEntry(contentDir, read.file)) : bytesFinding(readRegularFile(contentDir, read.file, read.maxBytes));
  } catch (error) {
    return errorFinding(error);
  }
}

/** Whether every look of `reads` finds today what it found then. */
export const readsStillHold = (contentDir: string, reads: readonly ContentRead[]) => reads.every((read) => lookAgain(contentDir, read) === read.found);

const entryFinding = (entry: ContentEntry) => JSON.stringify(entry);
const bytesFinding = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

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
  return look({ look: 'entry', file }, () => {
    const path = join(contentDir, file);
    const stat = lstatSync(path);
    const kind = stat.isFile() ? 'file' : stat.isSymbolicLink() ? 'symlink' : 'other';
    return {
      file,
      kind,
      linkTarget: kind === 'symlink' ? readlinkSync(path) : null,
      insideContent: kind !== 'file' || isInside(contentDir, path),
    };
  }, entryFinding);
}

/**
 * The bytes of a regular file, at most `maxBytes` of them (a larger file is refused after that
 * much, never read whole). O_NOFOLLOW and O_NONBLOCK keep a file swapped for a link or a FIFO after
 * it was inspected from being followed or from blocking; fstat then checks what was opened.
 */
export function readRegularFile(contentDir: string, file: string, maxBytes: number): Buffer {
  return look({ look: 'bytes', file, maxBytes }, () => {
    const descriptor = openSync(join(contentDir, file), constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    try {
      const stat = fstatSync(descriptor);
      if (!stat.isFile()) throw new Error(`content/${file} is no longer a regular file`);
      const bytes = Buffer.alloc(Math.min(stat.size, maxBytes));
      return bytes.subarray(0, readSync(descriptor, bytes, 0, bytes.length, 0));
    } finally {
      closeSync(descriptor);
    }
  }, bytesFinding);
}

/** Whether `path` is a regular file itself, not a link, a FIFO or a folder: the writer's tools read and write only such files, so none follows a link out of content/ or waits on a FIFO forever. */
export function isRegularFile(path: string): boolean {
  try {
    return lstatSync(path).isFile();
  } catch {
    return false;
  }
}
