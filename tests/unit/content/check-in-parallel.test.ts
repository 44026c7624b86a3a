import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContent } from '@/lib/content/check';
import { checkContentInParallel } from '@/lib/content/check-in-parallel';
import { UNIT_PROGRAMS_DIR } from '../helpers/content-check-process';

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

/**
 * The check in a process of its own: it says `ready` once its modules are loaded, checks `dir` when
 * told to on its input, and writes the errors and routes as one line of JSON.
 */
const checkProgram = (dir: string) => `
import { checkContentInParallel } from ${JSON.stringify(resolve('lib/content/check-in-parallel.ts'))};
process.stdout.write('ready\\n');
process.stdin.once('data', async () => {
  const report = await checkContentInParallel(${JSON.stringify(dir)}, { threads: 1, msPerFile: 1_500, workerFile: ${JSON.stringify(join(UNIT_PROGRAMS_DIR, 'check-worker.mjs'))} });
  process.stdout.write(JSON.stringify({ errors: report.errors, routes: [...report.routes.keys()].sort() }) + '\\n', () => process.exit(0));
});
`;

/**
 * Lets `child` run a fifth of the time, stopping and continuing it as a busy machine's scheduler
 * would: its threads' wall time passes, their processor time does not. (Processes burning the
 * cores did the same, but took them from every test and build running beside this one.)
 */
function holdBusy(child: ChildProcess): () => void {
  let timer: NodeJS.Timeout | undefined;
  const stop = () => {
    child.kill('SIGSTOP');
    timer = setTimeout(run, 200);
  };
  const run = () => {
    child.kill('SIGCONT');
    timer = setTimeout(stop, 50);
  };
  stop();
  return () => {
    clearTimeout(timer);
    child.kill('SIGCONT');
  };
}

describe('the time budget on a machine held busy by other work', () => {
  // A file past the budget is refused, naming it: live-check.test.ts shows that on an idle machine.
  it('counts processor time, not wall time: a page that takes its thread longer than the budget on a busy machine is checked, not refused', async () => {
    const slowDir = mkdtempSync(join(tmpdir(), 'check-budget-'));
    // The pages in a folder of their own, so the program beside them is not read as one.
    const content = join(slowDir, 'content');
    mkdirSync(content);
    let child: ChildProcess | undefined;
    try {
      writeFileSync(join(content, 'README.md'), page('Home', '## Start\n\nSee [the long page](/long) and [the last page](/z-last#end).'));
      // A long page as writers write them: about 0.6 s of work on an idle machine, so three or more
      // of wall time at a fifth of a core, past a budget of 1.5 s (the site's own budget, with pages
      // that take it, would make the test long).
      const part = (n: number) => `## Part ${n}\n\nProse with *emphasis*, a [link](#part-${n}) and \`code\`.\n\n\`\`\`kotlin\nval x = ${n}\n\`\`\`\n`;
      writeFileSync(join(content, 'long.md'), page('Long', Array.from({ length: 300 }, (_, n) => part(n)).join('\n')));
      writeFileSync(join(content, 'z-last.md'), page('Last', '## End\n\nChecked after the long one.'));
      const program = join(slowDir, 'check.mjs');
      writeFileSync(program, checkProgram(content));

      child = spawn(process.execPath, ['--import', 'tsx', program], { stdio: ['pipe', 'pipe', 'inherit'] });
      const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
      expect((await lines.next()).value).toBe('ready');
      const release = holdBusy(child);
      child.stdin!.write('go\n');
      const report = JSON.parse((await lines.next()).value as string) as { errors: unknown[]; routes: string[] };
      release();
      expect(report.errors).toEqual([]);
      expect(report.routes).toEqual(['/', '/long', '/z-last']);
    } finally {
      child?.kill('SIGKILL');
      rmSync(slowDir, { recursive: true, force: true });
    }
  }, 60_000);
});
