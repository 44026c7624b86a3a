import { renameSync, writeFileSync } from 'node:fs';

/** Writes `text` to `file` whole or not at all: a reader meanwhile, or a run stopped mid-write, finds the old file or the new one. */
export function writeWhole(file: string, text: string) {
  writeFileSync(`${file}.writing`, text);
  renameSync(`${file}.writing`, file);
}
