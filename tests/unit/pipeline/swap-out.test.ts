import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearUnfinishedBuild, swapIntoPlace } from '@/lib/pipeline/runner/swap-out';

let dirs = { staging: '', out: '', previous: '' };
beforeEach(() => {
  const root = mkdtempSync(join(tmpdir(), 'swap-out-'));
  dirs = { staging: join(root, '.out-staging'), out: join(root, 'out'), previous: join(root, '.out-previous') };
  for (const [dir, site] of [
    [dirs.staging, 'new'],
    [dirs.out, 'old'],
  ] as const) {
    mkdirSync(dir);
    writeFileSync(join(dir, 'index.html'), site);
  }
});

const site = (dir: string) => readFileSync(join(dir, 'index.html'), 'utf8');
/** renameSync, failing (as EPERM on an immutable out/ does) for the rename whose source is `from`. */
const renameFailingFrom = (from: string) => (source: string, target: string) => {
  if (source === from) throw Object.assign(new Error(`EPERM: operation not permitted, rename '${source}' -> '${target}'`), { code: 'EPERM' });
  renameSync(source, target);
};

describe('putting the new build in place of out/', () => {
  it('replaces out/ with the staging folder and leaves nothing else behind', () => {
    swapIntoPlace(dirs);
    expect(site(dirs.out)).toBe('new');
    expect([existsSync(dirs.staging), existsSync(dirs.previous)]).toEqual([false, false]);
  });

  it('explains in one line, and leaves out/ as it was, when out/ cannot be moved aside', () => {
    expect(() => swapIntoPlace(dirs, renameFailingFrom(dirs.out))).toThrow(/^The new build could not replace .*out\/: moving it aside failed \(EPERM: operation not permitted, rename .*\)\.$/);
    expect(site(dirs.out)).toBe('old');
  });

  it('puts the previous out/ back when the new build cannot be moved into place', () => {
    expect(() => swapIntoPlace(dirs, renameFailingFrom(dirs.staging))).toThrow(/^The new build could not replace .*out\/: moving it into place failed \(EPERM[^\n]*\)\.$/);
    expect(site(dirs.out)).toBe('old');
    expect(existsSync(dirs.previous)).toBe(false);
  });
});

describe('what a build that did not finish left behind', () => {
  it('removes its staging folder and says so', () => {
    expect(clearUnfinishedBuild(dirs)).toEqual([`Removed ${dirs.staging}/, left by a build that did not finish.`]);
    expect(existsSync(dirs.staging)).toBe(false);
    expect(site(dirs.out)).toBe('old');
  });

  it('puts out/ back from where a build stopped between its two renames had moved it', () => {
    renameSync(dirs.out, dirs.previous);
    expect(clearUnfinishedBuild(dirs)).toHaveLength(2);
    expect(site(dirs.out)).toBe('old');
    expect(existsSync(dirs.previous)).toBe(false);
  });

  it('has nothing to say after a build that finished', () => {
    swapIntoPlace(dirs);
    expect(clearUnfinishedBuild(dirs)).toEqual([]);
  });
});
