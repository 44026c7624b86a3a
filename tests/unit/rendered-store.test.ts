import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import matter from 'gray-matter';
import { afterEach, describe, expect, it } from 'vitest';
import { checkContent } from '@/lib/content/check';
import { renderedBody } from '@/lib/content/rendered-store';
import { renderMarkdown } from '@/lib/markdown/render';

const page = (title: string, body: string) => `---\ntitle: ${title}\ndescription: A page for the test.\n---\n\n${body}\n`;
const files: Record<string, string> = {
  'README.md': page('Home', '## Start\n\nSee [the guide](./guide/README.md#steps).'),
  'guide/README.md': page('Guide', '## Steps\n\n```kotlin\nval x = 1\n```'),
  'guide/windows.md': page('Windows', '## Lines\n\nWritten on Windows.').replaceAll('\n', '\r\n'),
};

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('each page is rendered once per build', () => {
  it('the content check leaves every render for contentlayer2, which takes it instead of rendering again', () => {
    dir = mkdtempSync(join(tmpdir(), 'rendered-store-'));
    for (const [file, source] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), source);
    }
    expect(checkContent(dir).errors).toEqual([]);

    for (const file of Object.keys(files)) {
      // contentlayer2 hands its computed fields the body after the frontmatter, as gray-matter reads it.
      const body = matter(readFileSync(join(dir, file), 'utf8'), {}).content;
      const { fromStore, html, headings } = renderedBody(file, body);
      expect(fromStore, file).toBe(true);
      expect({ html, headings }).toEqual({ html: renderMarkdown(body, file).html, headings: renderMarkdown(body, file).headings });
    }
  });

  it('renders a body the check did not see, such as one edited since', () => {
    expect(renderedBody('guide/new.md', '## Fresh\n\nNever checked.').fromStore).toBe(false);
  });
});
