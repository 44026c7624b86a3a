import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContent } from '@/lib/content/check';
import { checkContentInParallel } from '@/lib/content/check-in-parallel';

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
    expect(await checkContentInParallel(dir, {}, 2)).toEqual(alone);
    // Two checks of 245 pages and two threads starting: seconds on a quiet machine, more on a busy one.
  }, 60_000);
});
