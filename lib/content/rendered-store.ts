/**
 * The content check renders every page (it needs each page's anchors to check links), and
 * contentlayer2, a separate process, needs the same HTML for its `Doc` documents. The check leaves
 * each render here, named by a hash of the file's path and body, and contentlayer2 takes it
 * instead of rendering the page a second time. The build empties the folder before the check, so
 * no render outlives the code that made it.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildStateDir } from '../build/build-state';
import { type Heading, normalizeLineEndings, renderMarkdown } from '../markdown/render';

const RENDERED_STORE_DIR = join(buildStateDir, 'rendered');

export interface RenderedBody {
  html: string;
  headings: Heading[];
}

const entryFile = (sourcePath: string, markdown: string) =>
  join(RENDERED_STORE_DIR, `${createHash('sha256').update(`${sourcePath}\0${normalizeLineEndings(markdown)}`).digest('hex').slice(0, 32)}.json`);

export function clearRenderedStore() {
  rmSync(RENDERED_STORE_DIR, { recursive: true, force: true });
}

export function storeRendered(sourcePath: string, markdown: string, { html, headings }: RenderedBody) {
  mkdirSync(RENDERED_STORE_DIR, { recursive: true });
  writeFileSync(entryFile(sourcePath, markdown), JSON.stringify({ html, headings }));
}

/** The stored render of this body, or a new one when the check did not leave it (`npm run dev`, a lone `contentlayer2 build`). */
export function renderedBody(sourcePath: string, markdown: string): RenderedBody & { fromStore: boolean } {
  try {
    return { ...(JSON.parse(readFileSync(entryFile(sourcePath, markdown), 'utf8')) as RenderedBody), fromStore: true };
  } catch {
    const { html, headings } = renderMarkdown(markdown, sourcePath);
    return { html, headings, fromStore: false };
  }
}
