import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatProblem } from '@/lib/content/check';
import { createLiveCheck } from '@/lib/content/live-check';

const page = (title: string, body: string) => `---\ntitle: ${title}\ndescription: A page for the live check test, long enough to pass.\n---\n\n${body}\n`;
let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function write(file: string, source: string) {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), source);
}

const errorsOf = (report: ReturnType<ReturnType<typeof createLiveCheck>['report']>) => report.errors.map((problem) => formatProblem('error', problem));

describe('the live content check of npm run dev', () => {
  it('reports a broken link as soon as the file is saved, and forgets it when the file is fixed', () => {
    dir = mkdtempSync(join(tmpdir(), 'live-check-'));
    write('README.md', page('Home', '## Start\n\nSee [the guide](/guide).'));
    write('guide.md', page('Guide', '## Steps\n\nText.'));
    const live = createLiveCheck(dir);
    expect(errorsOf(live.report())).toEqual([]);

    write('README.md', page('Home', '## Start\n\nSee [the guide](/guid).'));
    expect(errorsOf(live.update(['README.md']))).toEqual([expect.stringMatching(/^error: content\/README\.md:8:5: broken link "\/guid"/)]);

    write('README.md', page('Home', '## Start\n\nSee [the guide](/guide).'));
    expect(errorsOf(live.update(['README.md']))).toEqual([]);
  });

  it('re-runs the site-wide rules when another file changes: a removed page breaks the links to it', () => {
    dir = mkdtempSync(join(tmpdir(), 'live-check-'));
    write('README.md', page('Home', '## Start\n\nSee [the steps](/guide#steps).'));
    write('guide.md', page('Guide', '## Steps\n\nText.'));
    const live = createLiveCheck(dir);

    write('guide.md', page('Guide', '## Stages\n\nText.'));
    expect(errorsOf(live.update(['guide.md']))).toEqual([expect.stringMatching(/^error: content\/README\.md:8:5: broken link "\/guide#steps": \/guide has no heading with the id "steps"/)]);

    rmSync(join(dir, 'guide.md'));
    expect(errorsOf(live.update(['guide.md']))).toEqual([expect.stringMatching(/no page exists at \/guide/)]);
  });
});
