import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
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
    expect(await checkContentInParallel(dir, { threads: 2 })).toEqual(alone);
    // Two checks of 245 pages and two threads starting: seconds on a quiet machine, more on a busy one.
  }, 60_000);
});

/** Spins until its parent is gone, so a test stopped by its timeout leaves no burner behind. */
const BURNER = 'const parent = process.ppid; while (process.ppid === parent);';

describe('the time budget on a machine held busy by other work', () => {
  // A file past the budget is refused, naming it: live-check.test.ts shows that on an idle machine.
  it('counts processor time, not wall time: a page that takes its thread longer than the budget on a busy machine is checked, not refused', async () => {
    const slowDir = mkdtempSync(join(tmpdir(), 'check-budget-'));
    // Four CPU burners per core: the check's thread gets a fifth of a core or less, so a page that
    // takes about 0.6 s of work takes three or more of wall time, past a budget of 1.5 s (the site's
    // own budget, with pages that take it, would make the test long).
    const burners = Array.from({ length: 4 * availableParallelism() }, () => spawn(process.execPath, ['-e', BURNER], { stdio: 'ignore' }));
    try {
      writeFileSync(join(slowDir, 'README.md'), page('Home', '## Start\n\nSee [the long page](/long) and [the last page](/z-last#end).'));
      // A long page as writers write them: about 0.6 s of work on an idle machine.
      const part = (n: number) => `## Part ${n}\n\nProse with *emphasis*, a [link](#part-${n}) and \`code\`.\n\n\`\`\`kotlin\nval x = ${n}\n\`\`\`\n`;
      writeFileSync(join(slowDir, 'long.md'), page('Long', Array.from({ length: 300 }, (_, n) => part(n)).join('\n')));
      writeFileSync(join(slowDir, 'z-last.md'), page('Last', '## End\n\nChecked after the long one.'));
      const report = await checkContentInParallel(slowDir, { threads: 1, msPerFile: 1_500 });
      expect(report.errors).toEqual([]);
      expect([...report.routes.keys()].sort()).toEqual(['/', '/long', '/z-last']);
    } finally {
      for (const burner of burners) burner.kill('SIGKILL');
      rmSync(slowDir, { recursive: true, force: true });
    }
  }, 60_000);
});
