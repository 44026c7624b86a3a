/**
 * Each file's check kept on disk between runs of `npm run dev`, so a start checks only what changed
 * since the last one (reading and hashing a page costs far less than rendering it). A kept result
 * is used only while every look its check took at the content folder (the file, and each image the
 * page shows) finds the same again, and only by the same checker: its compiled program and the
 * installed packages are part of the key. A check that did not finish (its time budget, a crash)
 * is never kept.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { CheckedFile } from './check';
import { writeWhole } from './write-whole';
import { readsStillHold } from './content-entry';

interface KeptCheck {
  checker: string;
  file: string;
  result: CheckedFile;
}

const sha256 = (...parts: (string | Buffer)[]) => parts.reduce((hash, part) => hash.update(part), createHash('sha256')).digest('hex');

/** The checker that gives a result: the compiled check, the packages it loads and how it was asked. */
export function checkerKey(workerFile: string, options: object): string {
  return sha256(readFileSync(workerFile), readFileSync('package-lock.json'), JSON.stringify(options));
}

export function openCheckCache(dir: string, contentDir: string, checker: string) {
  mkdirSync(dir, { recursive: true });
  const entryOf = (file: string) => join(dir, `${sha256(file).slice(0, 32)}.json`);
  return {
    /** The kept check of `file`, when it still holds. */
    lookup(file: string): CheckedFile | null {
      let kept: KeptCheck;
      try {
        kept = JSON.parse(readFileSync(entryOf(file), 'utf8')) as KeptCheck;
      } catch {
        return null;
      }
      const { reads } = kept.result;
      return kept.checker === checker && kept.file === file && reads !== null && readsStillHold(contentDir, reads) ? kept.result : null;
    },
    keep(file: string, result: CheckedFile) {
      // A run stopped mid-write leaves no half entry.
      if (result.reads !== null) writeWhole(entryOf(file), JSON.stringify({ checker, file, result } satisfies KeptCheck));
    },
    /** Forgets every file but `files`. */
    keepOnly(files: Iterable<string>) {
      const kept = new Set([...files].map((file) => entryOf(file).slice(dir.length + 1)));
      for (const name of readdirSync(dir)) if (!kept.has(name)) rmSync(join(dir, name), { force: true });
    },
  };
}
