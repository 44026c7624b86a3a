import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { checkFile } from '@/lib/content/check';
import { openCheckCache } from '@/lib/content/check-cache';
import { createLiveCheck } from '@/lib/content/live-check';
import { UNIT_PROGRAMS_DIR } from '../helpers/content-check-process';

const COMPILED_WORKER = join(UNIT_PROGRAMS_DIR, 'check-worker.mjs');
const page = (body: string) => `---\ntitle: Screens\ndescription: A page that shows a screenshot, for the kept-check tests.\n---\n\n${body}\n`;
const png = (width: number) => sharp({ create: { width, height: 40, channels: 3, background: '#335' } }).png().toBuffer();

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function site() {
  dir = mkdtempSync(join(tmpdir(), 'check-cache-'));
  const content = join(dir, 'content');
  const write = (file: string, bytes: string | Buffer) => {
    mkdirSync(dirname(join(content, file)), { recursive: true });
    writeFileSync(join(content, file), bytes);
  };
  write('README.md', page('## Start\n\n![The settings screen](./screen.png)'));
  write('screen.png', await png(120));
  return { content, cacheDir: join(dir, 'kept'), write };
}

describe("each file's check kept between runs of npm run dev", () => {
  it('is used while the file and the images it shows are as they were, and not after either changed', async () => {
    const { content, cacheDir, write } = await site();
    const cache = openCheckCache(cacheDir, content, 'checker 1');
    cache.keep('README.md', checkFile(content, 'README.md', { keepPage: true }));
    expect(cache.lookup('README.md')?.page?.html).toContain('width="120"');

    write('screen.png', await png(160));
    expect(cache.lookup('README.md')).toBeNull();
    cache.keep('README.md', checkFile(content, 'README.md', { keepPage: true }));
    expect(cache.lookup('README.md')?.page?.html).toContain('width="160"');

    write('README.md', page('## Start\n\nNo picture now.'));
    expect(cache.lookup('README.md')).toBeNull();
  });

  it('is not used by another checker, nor for a file that became a link, nor once forgotten', async () => {
    const { content, cacheDir } = await site();
    openCheckCache(cacheDir, content, 'checker 1').keep('README.md', checkFile(content, 'README.md'));
    expect(openCheckCache(cacheDir, content, 'checker 2').lookup('README.md')).toBeNull();

    const cache = openCheckCache(cacheDir, content, 'checker 1');
    expect(cache.lookup('README.md')).not.toBeNull();
    cache.keepOnly([]);
    expect(cache.lookup('README.md')).toBeNull();

    cache.keep('README.md', checkFile(content, 'README.md'));
    rmSync(join(content, 'README.md'));
    symlinkSync('/etc/passwd', join(content, 'README.md'));
    expect(cache.lookup('README.md')).toBeNull();
  });

  it('keeps no check that did not finish, and none of a page whose image is missing once the image is there', async () => {
    const { content, cacheDir, write } = await site();
    const cache = openCheckCache(cacheDir, content, 'checker 1');
    cache.keep('README.md', { ...checkFile(content, 'README.md'), reads: null });
    expect(cache.lookup('README.md')).toBeNull();

    rmSync(join(content, 'screen.png'));
    const missing = checkFile(content, 'README.md', { keepPage: true });
    cache.keep('README.md', missing);
    expect(cache.lookup('README.md')).toEqual(missing);
    write('screen.png', await png(120));
    expect(cache.lookup('README.md')).toBeNull();
  });
});

describe('the live check of npm run dev', { timeout: 30_000 }, () => {
  it('renders a page again when an image it shows is replaced, though the page itself is unchanged', async () => {
    const { content, write } = await site();
    const live = await createLiveCheck(content, { threads: 1, workerFile: COMPILED_WORKER, keepPage: true });
    expect(live.report().pages[0]!.html).toContain('width="120"');
    write('screen.png', await png(160));
    const { report, changes } = await live.rescan(['screen.png']);
    expect(report.pages[0]!.html).toContain('width="160"');
    expect(changes.changed).toEqual(['screen.png', 'README.md']);
  });

  it('starts again from the checks it kept, which give the same report as checking every file', async () => {
    const { content, cacheDir, write } = await site();
    write('guide.md', page('## Steps\n\nSee [the start](/).'));
    const first = await createLiveCheck(content, { threads: 1, workerFile: COMPILED_WORKER, keepPage: true, cacheDir });
    const again = await createLiveCheck(content, { threads: 1, workerFile: COMPILED_WORKER, keepPage: true, cacheDir });
    expect(again.report()).toEqual(first.report());
  });
});
