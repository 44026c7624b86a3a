import { appendFileSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { watchContent } from '@/lib/content/watch-content';

let dir = '';
let watcher: { close: () => void } | undefined;
afterEach(() => {
  watcher?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Starts watching and returns a function that makes a change and resolves with the paths of the burst it caused. */
function watching() {
  let next: ((touched: string[]) => void) | undefined;
  watcher = watchContent(dir, (touched) => next?.(touched));
  return (change: () => void) =>
    new Promise<string[]>((resolve, reject) => {
      const timeout = setTimeout(() => reject(new Error('no change reported within 2 s')), 2_000);
      next = (touched) => {
        clearTimeout(timeout);
        resolve(touched.sort());
      };
      change();
    });
}

describe('the content watcher of npm run dev', () => {
  it('keeps reporting a page saved by rename, in a renamed folder and in a new folder', async () => {
    dir = mkdtempSync(join(tmpdir(), 'content-watch-'));
    mkdirSync(join(dir, 'guide/deep'), { recursive: true });
    writeFileSync(join(dir, 'guide/deep/page.md'), 'one');
    const burst = watching();
    const saveByRename = (file: string, text: string) => {
      writeFileSync(join(dir, 'guide/deep/.page.md.swp'), text);
      renameSync(join(dir, 'guide/deep/.page.md.swp'), join(dir, file));
    };

    // Node 20's recursive watch reports the first of these and then nothing more for the page.
    for (const text of ['two', 'three', 'four']) expect(await burst(() => saveByRename('guide/deep/page.md', text))).toContain('guide/deep/page.md');
    expect(await burst(() => appendFileSync(join(dir, 'guide/deep/page.md'), 'five'))).toEqual(['guide/deep/page.md']);
    expect(await burst(() => renameSync(join(dir, 'guide'), join(dir, 'steps')))).toEqual(expect.arrayContaining(['guide', 'steps']));
    expect(await burst(() => appendFileSync(join(dir, 'steps/deep/page.md'), 'six'))).toEqual(['steps/deep/page.md']);
    expect(await burst(() => mkdirSync(join(dir, 'steps/new')))).toEqual(['steps/new']);
    expect(await burst(() => writeFileSync(join(dir, 'steps/new/page.md'), 'seven'))).toEqual(['steps/new/page.md']);
  });
});
