import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContentReport, checkFile, checkSite, listContentFiles } from '@/lib/content/check';

let dir = '';
let report: ContentReport;
const pageAt = (path: string) => report.pages.find((each) => each.path === path)!;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'written-for-'));
  const write = (file: string, writtenFor?: string) => {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    const field = writtenFor ? `written_for: ${writtenFor}\n` : '';
    writeFileSync(join(dir, file), `---\ntitle: ${file}\ndescription: A page for the written-for test.\n${field}---\n\n## Text\n\nText.\n`);
  };
  write('README.md', 'Paper 1.19.3');
  write('glossa/README.md', 'Glossa 0.6.0, Java 17');
  write('glossa/api/README.md');
  write('glossa/api/intro.md');
  write('glossa/api/legacy.md', 'Glossa 0.5.2, Java 17');
  write('glossa/1.0/README.md');
  write('sokol/README.md');
  report = checkSite(listContentFiles(dir).map((file) => checkFile(dir, file, { keepPage: true })));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('what a page was written for', () => {
  it("is the page's own value, else its nearest folder's, up to its library's or docs version's start page", () => {
    expect(Object.fromEntries(report.pages.map((page) => [page.path, page.fields.written_for]))).toEqual({
      '/': 'Paper 1.19.3',
      '/glossa': 'Glossa 0.6.0, Java 17',
      '/glossa/api': 'Glossa 0.6.0, Java 17',
      '/glossa/api/intro': 'Glossa 0.6.0, Java 17',
      '/glossa/api/legacy': 'Glossa 0.5.2, Java 17',
      // Another docs version, and another library, take nothing from the pages above them.
      '/glossa/1.0': undefined,
      '/sokol': undefined,
    });
  });

  it('is a line of the Markdown copy right after the description', () => {
    expect(pageAt('/glossa/api/intro').markdown).toMatch(/^# glossa\/api\/intro\.md\n\nA page for the written-for test\.\n\n\*\*Docs version:\*\* [^\n]+\n\n\*\*Written for:\*\* Glossa 0\.6\.0, Java 17\n\n## Text\n\nText\.\n$/);
    expect(pageAt('/sokol').markdown).not.toContain('Written for');
  });
});
