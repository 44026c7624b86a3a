/**
 * contentlayer2 reads the content the loader has read: each file that could be read (a markdown
 * file with a route-safe name, in UTF-8) is copied here with its line endings made LF, and
 * contentlayer2's `contentDirPath` is this folder. A file saved with Windows line endings would
 * otherwise reach contentlayer2's own frontmatter parser as `sidebar_position: "1\r"`.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildStateDir } from '../build/build-state';

export const LOADED_CONTENT_DIR = join(buildStateDir, 'content');

export function writeLoadedCopy(file: string, text: string) {
  const path = join(LOADED_CONTENT_DIR, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

export function removeLoadedCopy(file: string) {
  rmSync(join(LOADED_CONTENT_DIR, file), { force: true });
}

export function clearLoadedCopies() {
  rmSync(LOADED_CONTENT_DIR, { recursive: true, force: true });
}
