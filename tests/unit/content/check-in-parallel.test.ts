import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContent } from '@/lib/content/check';
import { checkContentInParallel } from '@/lib/content/check-in-parallel';
import { contentLimits } from '@/lib/site-config';

const page = (title: string, body: string) => `---\ntitle: ${title}\ndescription: A page for the test.\n---\n\n${body}\n`;
const dir = mkdtempSync(join(tmpdir(), 'check-in-parallel-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Enough pages for two threads, with problems of each kind spread among them.
const files: Record<string, string | Buffer> = { 'README.md': page('Home', '## Start\n\nHello.') };
for (let section = 0; section < 4; section++) {
  files[`s${section}/README.md`] = page(`Section ${section}`, '## Pages\n\nRead on.');
  for (let index = 0; index < 60; index++) {
    files[`s${section}/p${index}.md`] = page(`Page ${index}`, `## Part\n\nSee [the next one](/s${section}/p${index + 1}#part).`);
  }
}
files['s1/p7.md'] = '---\ntitle: [unclosed\n---\n\nText.\n';
files['s2/p9.md'] = Buffer.from(page('Café', '## Menu\n\nCrème.'), 'latin1');
files['s3/p3.md'] = page('Three', '## Part\n\n[Broken](/nowhere) and [bad anchor](/s3/p4#nope).');
for (const [file, source] of Object.entries(files)) {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), source);
}

describe('the content check spread over threads', () => {
  it('reports exactly what the one-thread check reports, in the same order', async () => {
    const alone = checkContent(dir);
    expect(alone.errors.length).toBeGreaterThan(4);
    expect(await checkContentInParallel(dir, { threads: 2 })).toEqual(alone);
    // Two checks of 245 pages and two threads starting: seconds on a quiet machine, more on a busy one.
  }, 60_000);
});

describe('a file that would take the parser too long', () => {
  it('is stopped at the time budget with an error naming it, and the files after it are still checked', async () => {
    const slowDir = mkdtempSync(join(tmpdir(), 'check-budget-'));
    try {
      // Emphasis markers in one paragraph make the parser's time grow with their square.
      writeFileSync(join(slowDir, 'README.md'), page('Home', '## Start\n\nSee [the slow page](/crawl) and [the last page](/z-last#end).'));
      writeFileSync(join(slowDir, 'crawl.md'), page('Crawl', `## Start\n\n${`${'*a* '.repeat(250)}\n`.repeat(200)}`));
      writeFileSync(join(slowDir, 'z-last.md'), page('Last', '## End\n\nChecked after the slow one.'));
      const report = await checkContentInParallel(slowDir, { threads: 1 });
      expect(report.errors).toHaveLength(1);
      expect(report.errors[0]!.file).toBe('content/crawl.md');
      expect(report.errors[0]!.message).toMatch(new RegExp(`^checking this file took longer than ${contentLimits.checkMsPerFile / 1000} s, so it was stopped`));
      // Still a page: the link to it from README.md is no broken link.
      expect([...report.routes.keys()].sort()).toEqual(['/', '/crawl', '/z-last']);
    } finally {
      rmSync(slowDir, { recursive: true, force: true });
    }
  }, 30_000);
});
