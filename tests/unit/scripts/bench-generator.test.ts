import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContent } from '@/lib/content/check';
import { deepestOf } from '@/scripts/bench/deep-page';
import { generateDocs, writeDocs } from '@/scripts/bench/generate';
import { MAX_WORDS, MIN_WORDS } from '@/scripts/bench/page';
import { MAX_FOLDER_DEPTH, MIN_FOLDER_DEPTH, MIN_PAGES } from '@/scripts/bench/tree';

const pages = generateDocs(300);

/** Images' alt text is no prose, and their sources are no links. */
const withoutImages = (markdown: string) => markdown.replace(/!\[[^\]]*\]\([^)]*\)/g, '');

/** Words of prose as a reader sees them: no frontmatter, headings, code, tables or callouts. */
function proseWords(markdown: string): number {
  const body = withoutImages(markdown).replace(/^---\n[\s\S]*?\n---\n/, '').replace(/```[\s\S]*?```/g, '');
  return body
    .split('\n')
    .filter((line) => line.trim() !== '' && !/^(#|\||>)/.test(line))
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;
}

describe('the scale benchmark generator', () => {
  it('generates the same bytes for the same page count and seed', () => {
    const again = generateDocs(300);
    expect(again.map((page) => [page.file, page.markdown])).toEqual(pages.map((page) => [page.file, page.markdown]));
    expect(generateDocs(300, 7).map((page) => page.markdown)).not.toEqual(pages.map((page) => page.markdown));
  });

  it('gives the measured page the same text at every size, so sizes compare like with like', () => {
    const measuredBody = (count: number) => {
      const generated = generateDocs(count);
      const measured = generated.find((page) => page.route === deepestOf(generated.map((each) => each.route)))!;
      // Its links point at pages of that tree, whose titles and routes differ from size to size.
      return measured.markdown.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/\[[^\]]*\]\([^)]*\)/g, '[link]');
    };
    const at500 = measuredBody(500);
    expect(measuredBody(2000)).toBe(at500);
    expect(measuredBody(23)).toBe(at500);
    expect(at500).toMatch(/```/);
  });

  it('generates exactly the number of pages asked for, each with its own route', () => {
    for (const count of [MIN_PAGES, 20, 23, 101, 300, 2000]) {
      const generated = count === 300 ? pages : generateDocs(count);
      expect(generated).toHaveLength(count);
      expect(new Set(generated.map((page) => page.route)).size).toBe(count);
    }
    expect(() => generateDocs(MIN_PAGES - 1)).toThrow(/at least/);
  });

  it('links only to generated routes and to real headings of the target', () => {
    const anchors = new Map(pages.map((page) => [page.route, new Set(page.headings.map((heading) => heading.id))]));
    let withFragment = 0;
    for (const page of pages) {
      const hrefs = [...withoutImages(page.markdown).matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]!);
      expect(hrefs.length).toBeGreaterThanOrEqual(3);
      expect(hrefs).toEqual(page.links.map((link) => link.href));
      for (const href of hrefs) {
        const [route, fragment] = href.split('#');
        expect(anchors.has(route!), `${page.route} links to ${href}`).toBe(true);
        if (fragment !== undefined) {
          withFragment++;
          expect(anchors.get(route!)!.has(fragment), `${page.route} links to ${href}`).toBe(true);
        }
      }
    }
    expect(withFragment).toBeGreaterThan(0);
  });

  it('nests every leaf folder 2 to 4 levels deep, each folder with a README.md', () => {
    const generated = generateDocs(2000);
    const folders = new Set(generated.filter((page) => page.file.endsWith('/README.md')).map((page) => page.file.slice(0, -'/README.md'.length)));
    const parents = new Set([...folders].map((folder) => folder.split('/').slice(0, -1).join('/')));
    const leaves = [...folders].filter((folder) => !parents.has(folder));
    const depths = new Set(leaves.map((folder) => folder.split('/').length));
    expect(Math.min(...depths)).toBeGreaterThanOrEqual(MIN_FOLDER_DEPTH);
    expect(Math.max(...depths)).toBe(MAX_FOLDER_DEPTH);
    for (const page of generated) {
      const folder = page.file.split('/').slice(0, -1).join('/');
      if (folder !== '') expect(folders.has(folder), page.file).toBe(true);
    }
  });

  it('writes 400 to 900 words of prose a page, with sections, code and a table', () => {
    for (const page of pages) {
      const words = proseWords(page.markdown);
      expect(words, page.file).toBeGreaterThanOrEqual(MIN_WORDS);
      expect(words, page.file).toBeLessThanOrEqual(MAX_WORDS);
      expect(words).toBe(page.proseWords);
      expect(page.markdown).toMatch(/^## /m);
      expect(page.markdown).toMatch(/^```[a-z0-9-]+/m);
      expect(page.markdown).toMatch(/^\| --- \|/m);
    }
  });

  it('shows a screenshot on a tenth of the pages, never on the measured one', () => {
    const withImages = pages.filter((page) => page.image !== null);
    expect(withImages).toHaveLength(pages.length / 10);
    expect(withImages.map((page) => page.route)).not.toContain(deepestOf(pages.map((page) => page.route)));
    for (const page of withImages) expect(page.markdown).toContain(`](./${page.image!.split('/').pop()})`);
  });

  it('passes the content check with no error or warning, images included', { timeout: 30_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-generator-'));
    try {
      expect(await writeDocs(dir, generateDocs(60))).toBe(6);
      const report = checkContent(dir);
      expect(report.errors).toEqual([]);
      expect(report.warnings).toEqual([]);
      expect(report.routes.size).toBe(60);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
