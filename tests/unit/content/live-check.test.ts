import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { formatProblem } from '@/lib/content/check';
import { describeChanges } from '@/lib/content/content-changes';
import { createLiveCheck } from '@/lib/content/live-check';

// Test files share a module cache (vitest.config.ts): the mock below must reach modules an earlier file
// cached, and no module bound to it may outlive this file.
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

// One file of the site makes the loader throw, as an unreadable file or a bug in a rule would.
vi.mock('@/lib/content/load', async (original) => {
  const actual = await original<typeof import('@/lib/content/load')>();
  return {
    ...actual,
    loadFile: (...args: Parameters<typeof actual.loadFile>) => {
      if (args[1].endsWith('throws.md')) throw new Error('EIO: i/o error, read');
      return actual.loadFile(...args);
    },
  };
});

const page = (title: string, body: string) => `---\ntitle: ${title}\ndescription: A page for the live check test, long enough to pass.\n---\n\n${body}\n`;
let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function write(file: string, source: string) {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), source);
}

/** How an editor saves: the whole text into a temporary file beside the page, renamed over it. */
function saveByRename(file: string, source: string) {
  const temporary = join(dir, dirname(file), '.page.md.swp');
  writeFileSync(temporary, source);
  renameSync(temporary, join(dir, file));
}

const errorsOf = (report: ReturnType<ReturnType<typeof createLiveCheck>['report']>) => report.errors.map((problem) => formatProblem('error', problem));

function guideSite() {
  dir = mkdtempSync(join(tmpdir(), 'live-check-'));
  write('README.md', page('Home', '## Start\n\nSee [the first step](/guide/first) and [the second](/guide/deep/second).'));
  write('guide/README.md', page('Guide', '## Steps\n\nText.'));
  write('guide/first.md', page('First', '## Do\n\nText.'));
  write('guide/deep/README.md', page('Deep', '## Down\n\nText.'));
  write('guide/deep/second.md', page('Second', '## Do\n\nText.'));
  return createLiveCheck(dir);
}

describe('the live content check of npm run dev', () => {
  it('reports a broken link as soon as the file is saved, and forgets it when the file is fixed', () => {
    dir = mkdtempSync(join(tmpdir(), 'live-check-'));
    write('README.md', page('Home', '## Start\n\nSee [the guide](/guide).'));
    write('guide.md', page('Guide', '## Steps\n\nText.'));
    const live = createLiveCheck(dir);
    expect(errorsOf(live.report())).toEqual([]);

    write('README.md', page('Home', '## Start\n\nSee [the guide](/guid).'));
    const broken = live.rescan(['README.md']);
    expect(errorsOf(broken.report)).toEqual([expect.stringMatching(/^error: content\/README\.md:8:5: broken link "\/guid"/)]);
    expect(describeChanges(broken.changes)).toEqual(['changed README.md']);

    write('README.md', page('Home', '## Start\n\nSee [the guide](/guide).'));
    expect(errorsOf(live.rescan(['README.md']).report)).toEqual([]);
  });

  it('re-runs the site-wide rules when another file changes: a removed page breaks the links to it', () => {
    dir = mkdtempSync(join(tmpdir(), 'live-check-'));
    write('README.md', page('Home', '## Start\n\nSee [the steps](/guide#steps).'));
    write('guide.md', page('Guide', '## Steps\n\nText.'));
    const live = createLiveCheck(dir);

    write('guide.md', page('Guide', '## Stages\n\nText.'));
    expect(errorsOf(live.rescan(['guide.md']).report)).toEqual([expect.stringMatching(/^error: content\/README\.md:8:5: broken link "\/guide#steps": \/guide has no heading with the id "steps"/)]);

    rmSync(join(dir, 'guide.md'));
    const removed = live.rescan();
    expect(errorsOf(removed.report)).toEqual([expect.stringMatching(/no page exists at \/guide/)]);
    expect(describeChanges(removed.changes)).toEqual(['removed guide.md']);
  });

  it('follows a folder renamed away and back: its pages leave the site with their routes, and come back', () => {
    const live = guideSite();
    renameSync(join(dir, 'guide'), join(dir, 'steps'));
    const renamed = live.rescan(['guide', 'steps']);
    expect(describeChanges(renamed.changes)).toEqual(['renamed folder guide → steps: 4 files moved']);
    expect(errorsOf(renamed.report)).toEqual([
      expect.stringMatching(/^error: content\/README\.md:8:5: broken link "\/guide\/first": no page exists at \/guide\/first/),
      expect.stringMatching(/^error: content\/README\.md:8:\d+: broken link "\/guide\/deep\/second"/),
    ]);
    expect([...renamed.report.routes.keys()].sort()).toEqual(['/', '/steps', '/steps/deep', '/steps/deep/second', '/steps/first']);

    renameSync(join(dir, 'steps'), join(dir, 'guide'));
    const back = live.rescan(['steps', 'guide']);
    expect(describeChanges(back.changes)).toEqual(['renamed folder steps → guide: 4 files moved']);
    expect(errorsOf(back.report)).toEqual([]);
  });

  it('drops every page under a deleted folder, nested ones too, and lists the pages of a created one', () => {
    const live = guideSite();
    rmSync(join(dir, 'guide'), { recursive: true });
    const deleted = live.rescan(['guide']);
    expect(describeChanges(deleted.changes)).toEqual(['removed guide/README.md, guide/deep/README.md, guide/deep/second.md, guide/first.md']);
    expect([...deleted.report.routes.keys()]).toEqual(['/']);

    write('guide/README.md', page('Guide', '## Steps\n\nText.'));
    write('guide/first.md', page('First', '## Do\n\nText.'));
    write('guide/deep/README.md', page('Deep', '## Down\n\nText.'));
    write('guide/deep/second.md', page('Second', '## Do\n\nText.'));
    const created = live.rescan(['guide']);
    expect(describeChanges(created.changes)).toEqual(['added guide/README.md, guide/deep/README.md, guide/deep/second.md, guide/first.md']);
    expect(errorsOf(created.report)).toEqual([]);
  });

  it('checks a page saved by rename every time, with no name from the watcher, and ignores the temporary file', () => {
    const live = guideSite();
    for (const round of [1, 2, 3]) {
      saveByRename('guide/first.md', page('First: [broken', '## Do\n\nText.'));
      const broken = live.rescan();
      expect(describeChanges(broken.changes), `round ${round}`).toEqual(['changed guide/first.md']);
      expect(errorsOf(broken.report), `round ${round}`).toEqual([expect.stringMatching(/^error: content\/guide\/first\.md.*YAML/i)]);

      saveByRename('guide/first.md', page('First', '## Do\n\nText.'));
      expect(errorsOf(live.rescan().report), `round ${round}`).toEqual([]);
    }
  });

  it('turns a file the loader throws on into that file\'s error, and goes on checking the others', () => {
    const live = guideSite();
    write('guide/throws.md', page('Throws', 'Text.'));
    write('guide/first.md', page('First', '## Do\n\nSee [nowhere](/nowhere).'));
    const report = live.rescan(['guide/throws.md', 'guide/first.md']).report;
    expect(errorsOf(report)).toEqual([
      expect.stringMatching(/^error: content\/guide\/first\.md:8:5: broken link "\/nowhere"/),
      'error: content/guide/throws.md: this file could not be checked: EIO: i/o error, read',
    ]);
  });
});
