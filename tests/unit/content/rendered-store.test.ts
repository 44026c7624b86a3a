import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import matter from 'gray-matter';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { checkContent } from '@/lib/content/check';
import { loadFile } from '@/lib/content/load';
import { LOADED_CONTENT_DIR } from '@/lib/content/loaded-copies';
import { renderedBody } from '@/lib/content/rendered-store';
import { renderMarkdown } from '@/lib/markdown/render';

// Test files share a module cache (vitest.config.ts): the mock below must reach modules an earlier file
// cached, and no module bound to it may outlive this file.
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

// Counts the loader's parses and renders; both still do the real work.
const calls = vi.hoisted(() => ({ parse: 0, render: 0 }));
vi.mock('@/lib/markdown/render', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/markdown/render')>();
  return {
    ...actual,
    parseMarkdown: (...args: Parameters<typeof actual.parseMarkdown>) => (calls.parse++, actual.parseMarkdown(...args)),
    renderTree: (...args: Parameters<typeof actual.renderTree>) => (calls.render++, actual.renderTree(...args)),
  };
});

const page = (title: string, body: string) => `---\ntitle: ${title}\ndescription: A page for the test.\n---\n\n${body}\n`;
const files: Record<string, string> = {
  'README.md': page('Home', '## Start\n\nSee [the guide](./guide/README.md#steps).'),
  'guide/README.md': page('Guide', '## Steps\n\n```kotlin\nval x = 1\n```'),
  'guide/windows.md': page('Windows', '## Lines\n\nWritten on Windows.').replaceAll('\n', '\r\n'),
};

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('each page is parsed once and rendered once per build', () => {
  it('the content check parses and renders each page once and leaves every render for contentlayer2, which takes it instead of rendering again', () => {
    dir = mkdtempSync(join(tmpdir(), 'rendered-store-'));
    for (const [file, source] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), source);
    }
    calls.parse = calls.render = 0;
    expect(checkContent(dir).errors).toEqual([]);
    expect(calls).toEqual({ parse: 3, render: 3 });

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

describe('contentlayer2 reads what the loader read', () => {
  it('gets a copy of each file with Windows line endings made LF and the frontmatter as the data the check read, only from a check that feeds it', () => {
    dir = mkdtempSync(join(tmpdir(), 'loaded-copies-'));
    const file = 'crlf-feed-test/windows.md';
    mkdirSync(join(dir, 'crlf-feed-test'));
    writeFileSync(join(dir, file), page('Windows', '## Lines\n\nWritten on Windows.').replace('---\n\n', 'sidebar_position: 1\n---\n\n').replaceAll('\n', '\r\n'));
    writeFileSync(join(dir, 'crlf-feed-test/README.md'), page('Folder', '## Start\n\nText.'));
    const copy = join(LOADED_CONTENT_DIR, file);
    rmSync(copy, { force: true });

    checkContent(dir);
    expect(existsSync(copy)).toBe(false);

    try {
      expect(loadFile(dir, file, { feedContentlayer: true }).errors).toEqual([]);
      const fed = readFileSync(copy, 'utf8');
      expect(fed).not.toContain('\r');
      expect(matter(fed, {}).data).toEqual({ title: 'Windows', description: 'A page for the test.', sidebar_position: 1 });
    } finally {
      rmSync(join(LOADED_CONTENT_DIR, 'crlf-feed-test'), { recursive: true, force: true });
    }
  });

  it('never gets a page whose frontmatter is not YAML, so gray-matter cannot run it as code', () => {
    dir = mkdtempSync(join(tmpdir(), 'loaded-copies-'));
    const file = 'js-feed-test.md';
    const canary = join(dir, 'ran');
    writeFileSync(join(dir, file), `---js\n{ title: (require("fs").writeFileSync(${JSON.stringify(canary)}, "x"), "Ran"), description: "x" }\n---\n\n## A\n\nText.\n`);
    const copy = join(LOADED_CONTENT_DIR, file);
    try {
      const { errors } = loadFile(dir, file, { feedContentlayer: true });
      expect(errors.map((error) => error.rule)).toEqual(['frontmatter-language']);
      expect(existsSync(copy)).toBe(false);
      expect(existsSync(canary)).toBe(false);
    } finally {
      rmSync(copy, { force: true });
    }
  });
});
