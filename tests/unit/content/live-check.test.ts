import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatProblem } from '@/lib/content/check';
import { describeChanges } from '@/lib/content/content-changes';
import { createLiveCheck } from '@/lib/content/live-check';
import { contentLimits } from '@/lib/site-config';
import { UNIT_PROGRAMS_DIR } from '../helpers/content-check-process';

// The worker as npm run dev runs it, compiled (the global setup compiles it beside the check).
const COMPILED_WORKER = join(UNIT_PROGRAMS_DIR, 'check-worker.mjs');

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

type Report = ReturnType<Awaited<ReturnType<typeof createLiveCheck>>['report']>;
const errorsOf = (report: Report) => report.errors.map((problem) => formatProblem('error', problem));
/** Where the page /glossa's mention of `make` links to. */
const mention = (report: Report) => /<a href="([^"]*)" class="symbol-link"><code[^>]*>make/.exec(report.pages.find((each) => each.path === '/glossa')!.html)?.[1];

function guideSite() {
  dir = mkdtempSync(join(tmpdir(), 'live-check-'));
  write('README.md', page('Home', '## Start\n\nSee [the first step](/guide/first) and [the second](/guide/deep/second).'));
  write('guide/README.md', page('Guide', '## Steps\n\nText.'));
  write('guide/first.md', page('First', '## Do\n\nText.'));
  write('guide/deep/README.md', page('Deep', '## Down\n\nText.'));
  write('guide/deep/second.md', page('Second', '## Do\n\nText.'));
  return createLiveCheck(dir, { threads: 1, workerFile: COMPILED_WORKER });
}

describe('the live content check of npm run dev', { timeout: 30_000 }, () => {
  it('reports a broken link as soon as the file is saved, and forgets it when the file is fixed', async () => {
    dir = mkdtempSync(join(tmpdir(), 'live-check-'));
    write('README.md', page('Home', '## Start\n\nSee [the guide](/guide).'));
    write('guide.md', page('Guide', '## Steps\n\nText.'));
    const live = await createLiveCheck(dir, { threads: 1, workerFile: COMPILED_WORKER });
    expect(errorsOf(live.report())).toEqual([]);

    write('README.md', page('Home', '## Start\n\nSee [the guide](/guid).'));
    const broken = await live.rescan(['README.md']);
    expect(errorsOf(broken.report)).toEqual([expect.stringMatching(/^error: content\/README\.md:8:5: broken link "\/guid"/)]);
    expect(describeChanges(broken.changes)).toEqual(['changed README.md']);

    write('README.md', page('Home', '## Start\n\nSee [the guide](/guide).'));
    expect(errorsOf((await live.rescan(['README.md'])).report)).toEqual([]);
  });

  it('re-runs the site-wide rules when another file changes: a removed page breaks the links to it', async () => {
    dir = mkdtempSync(join(tmpdir(), 'live-check-'));
    write('README.md', page('Home', '## Start\n\nSee [the steps](/guide#steps).'));
    write('guide.md', page('Guide', '## Steps\n\nText.'));
    const live = await createLiveCheck(dir, { threads: 1, workerFile: COMPILED_WORKER });

    write('guide.md', page('Guide', '## Stages\n\nText.'));
    expect(errorsOf((await live.rescan(['guide.md'])).report)).toEqual([expect.stringMatching(/^error: content\/README\.md:8:5: broken link "\/guide#steps": \/guide has no heading with the id "steps"/)]);

    rmSync(join(dir, 'guide.md'));
    const removed = await live.rescan();
    expect(errorsOf(removed.report)).toEqual([expect.stringMatching(/no page exists at \/guide/)]);
    expect(describeChanges(removed.changes)).toEqual(['removed guide.md']);
  });

  it('follows a folder renamed away and back: its pages leave the site with their routes, and come back', async () => {
    const live = await guideSite();
    renameSync(join(dir, 'guide'), join(dir, 'steps'));
    const renamed = await live.rescan(['guide', 'steps']);
    expect(describeChanges(renamed.changes)).toEqual(['renamed folder guide → steps: 4 files moved']);
    expect(errorsOf(renamed.report)).toEqual([
      expect.stringMatching(/^error: content\/README\.md:8:5: broken link "\/guide\/first": no page exists at \/guide\/first/),
      expect.stringMatching(/^error: content\/README\.md:8:\d+: broken link "\/guide\/deep\/second"/),
    ]);
    expect([...renamed.report.routes.keys()].sort()).toEqual(['/', '/steps', '/steps/deep', '/steps/deep/second', '/steps/first']);

    renameSync(join(dir, 'steps'), join(dir, 'guide'));
    const back = await live.rescan(['steps', 'guide']);
    expect(describeChanges(back.changes)).toEqual(['renamed folder steps → guide: 4 files moved']);
    expect(errorsOf(back.report)).toEqual([]);
  });

  it('drops every page under a deleted folder, nested ones too, and lists the pages of a created one', async () => {
    const live = await guideSite();
    rmSync(join(dir, 'guide'), { recursive: true });
    const deleted = await live.rescan(['guide']);
    expect(describeChanges(deleted.changes)).toEqual(['removed guide/README.md, guide/deep/README.md, guide/deep/second.md, guide/first.md']);
    expect([...deleted.report.routes.keys()]).toEqual(['/']);

    write('guide/README.md', page('Guide', '## Steps\n\nText.'));
    write('guide/first.md', page('First', '## Do\n\nText.'));
    write('guide/deep/README.md', page('Deep', '## Down\n\nText.'));
    write('guide/deep/second.md', page('Second', '## Do\n\nText.'));
    const created = await live.rescan(['guide']);
    expect(describeChanges(created.changes)).toEqual(['added guide/README.md, guide/deep/README.md, guide/deep/second.md, guide/first.md']);
    expect(errorsOf(created.report)).toEqual([]);
  });

  it('comes out of a rename storm (ten renames in two seconds, checks queued as npm run dev queues them) with the last name and no stale error', async () => {
    const live = await guideSite();
    // Back and forth, ending where it started, which the landing page links to: any error left is stale.
    const names = ['guide/first.md', 'guide/deep/first.md'];
    let checking: Promise<unknown> = Promise.resolve();
    let at = names[0]!;
    for (let round = 1; round <= 10; round++) {
      const next = names[round % names.length]!;
      renameSync(join(dir, at), join(dir, next));
      const touched = [at, next];
      checking = checking.then(() => live.rescan(touched));
      at = next;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await checking;
    const settled = live.report();
    expect(errorsOf(settled)).toEqual([]);
    expect([...settled.routes.keys()].sort()).toEqual(['/', '/guide', '/guide/deep', '/guide/deep/second', `/${at.replace(/\.md$/, '')}`].sort());
  });

  it('checks a page saved by rename every time, with no name from the watcher, and ignores the temporary file', async () => {
    const live = await guideSite();
    for (const round of [1, 2, 3]) {
      saveByRename('guide/first.md', page('First: [broken', '## Do\n\nText.'));
      const broken = await live.rescan();
      expect(describeChanges(broken.changes), `round ${round}`).toEqual(['changed guide/first.md']);
      expect(errorsOf(broken.report), `round ${round}`).toEqual([expect.stringMatching(/^error: content\/guide\/first\.md.*YAML/i)]);

      saveByRename('guide/first.md', page('First', '## Do\n\nText.'));
      expect(errorsOf((await live.rescan()).report), `round ${round}`).toEqual([]);
    }
  });

  it('stops a saved file that would take the parser too long at the build\'s time budget, naming it', async () => {
    const live = await guideSite();
    // Emphasis markers in one paragraph make the parser's time grow with their square.
    write('guide/first.md', page('First', `## Do\n\n${`${'*a* '.repeat(250)}\n`.repeat(200)}`));
    const { report } = await live.rescan(['guide/first.md']);
    expect(errorsOf(report)).toEqual([expect.stringMatching(new RegExp(`^error: content/guide/first\\.md: checking this file took longer than ${contentLimits.checkMsPerFile / 1000} s`))]);
  }, 30_000);

  it('links a mention to a definition that moved to another page, though the mentioning page was not saved', async () => {
    dir = mkdtempSync(join(tmpdir(), 'live-check-'));
    write('README.md', page('Home', '## Start\n\nText.'));
    write('glossa/README.md', page('Glossa', '## Use\n\nCall `make`.'));
    write('glossa/api.md', page('API', '## Functions\n\n### `make`\n\nText.'));
    write('glossa/more.md', page('More', '## Other\n\nText.'));
    const live = await createLiveCheck(dir, { threads: 1, workerFile: COMPILED_WORKER, keepPage: true });
    expect(mention(live.report())).toBe('/glossa/api#make');

    write('glossa/api.md', page('API', '## Functions\n\nText.'));
    write('glossa/more.md', page('More', '## Other\n\n### `make`\n\nText.'));
    expect(mention((await live.rescan(['glossa/api.md', 'glossa/more.md'])).report)).toBe('/glossa/more#make');
  });

  it('keeps a page\'s definitions linked while its saved text cannot be rendered, as the page shows its last good version', async () => {
    dir = mkdtempSync(join(tmpdir(), 'live-check-'));
    write('README.md', page('Home', '## Start\n\nText.'));
    write('glossa/README.md', page('Glossa', '## Use\n\nCall `make`, as [its entry](/glossa/api#make) says.'));
    write('glossa/api.md', page('API', '## Functions\n\n### `make`\n\nText.'));
    const live = await createLiveCheck(dir, { threads: 1, workerFile: COMPILED_WORKER, keepPage: true });
    expect(mention(live.report())).toBe('/glossa/api#make');

    // A code block left open: the page cannot be rendered, so it is shown as it last passed.
    write('glossa/api.md', page('API', '## Functions\n\n### `make`\n\nText.\n\n```kotlin\nval a = 1\n'));
    const broken = (await live.rescan(['glossa/api.md'])).report;
    expect(errorsOf(broken)).toEqual([expect.stringMatching(/^error: content\/glossa\/api\.md:.*\(closed-fences\)$/)]);
    expect(mention(broken)).toBe('/glossa/api#make');
  });
});
