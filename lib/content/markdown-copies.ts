/**
 * Each page as clean Markdown (page-markdown.ts), left here by the content check, which has every
 * page parsed already; the build publishes them at `<route>.md` (lib/build/reader-markdown.ts).
 * The build empties the folder before the check, so no copy outlives its page.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildStateDir } from '../build/build-state';

const MARKDOWN_COPIES_DIR = join(buildStateDir, 'markdown');

export function writeMarkdownCopy(file: string, markdown: string) {
  const path = join(MARKDOWN_COPIES_DIR, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, markdown);
}

export function readMarkdownCopy(file: string): string {
  return readFileSync(join(MARKDOWN_COPIES_DIR, file), 'utf8');
}

export function clearMarkdownCopies() {
  rmSync(MARKDOWN_COPIES_DIR, { recursive: true, force: true });
}
