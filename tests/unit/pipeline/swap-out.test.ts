import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it } from 'vitest';
import { removeTree } from '@/lib/pipeline/runner/remove-tree';
import { deepFolders } from '../../helpers/deep-folders';
import { clearUnfinishedBuild, swapIntoPlace } from '@/lib/pipeline/runner/swap-out';

const tinyBuild = fileURLToPath(new URL('../../helpers/tiny-build.ts', import.meta.url));
// By path: the tiny builds run in temporary folders, where `--import tsx` would find no package.
const tsxLoader = new URL('../../../node_modules/tsx/dist/loader.mjs', import.meta.url).href;

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

const failingRemove = (dir: string) => {
  throw Object.assign(new Error(`EPERM: operation not permitted, unlink '${dir}/x.html'`), { code: 'EPERM' });
};

describe('removing what a previous build left', () => {
  // The review's redirect route: 1,900 segments made a previous export that every later build died removing.
  const DEPTH = 1_900;

  it('removes a tree 1,900 folders deep, with read-only folders and parts already gone', { timeout: 60_000 }, () => {
    const root = join(mkdtempSync(join(tmpdir(), 'remove-tree-')), 'out');
    const leaf = deepFolders(root, DEPTH);
    writeFileSync(join(leaf, 'x.html'), 'old');
    mkdirSync(join(root, 'b', 'c'), { recursive: true });
    chmodSync(join(root, 'b'), 0o500);
    chmodSync(dirname(leaf), 0o500);
    removeTree(root);
    // Already gone: a build stopped halfway through removing it leaves such a tree.
    removeTree(root);
    expect(existsSync(root)).toBe(false);
  });

  it('builds again over an export 1,900 folders deep, as a redirect route that deep made', { timeout: 120_000 }, () => {
    const checkout = mkdtempSync(join(tmpdir(), 'tiny-build-'));
    const build = (text: string) =>
      spawnSync(process.execPath, ['--import', tsxLoader, tinyBuild], { cwd: checkout, encoding: 'utf8', env: { ...process.env, OUT_DIR: 'out', TINY_BUILD_DEPTH: String(DEPTH), TINY_BUILD_TEXT: text } });
    const first = build('first');
    expect(first.status, first.stderr).toBe(0);
    expect(readdirSync(join(checkout, 'out')).sort()).toEqual(['a', 'index.html']);
    // Read-only, as a copied export can be.
    chmodSync(join(checkout, 'out', 'a', 'a'), 0o500);
    const second = build('second');
    expect(second.status, second.stderr).toBe(0);
    expect(readFileSync(join(checkout, 'out', 'index.html'), 'utf8')).toBe('second');
    expect(readdirSync(checkout).filter((name) => name.startsWith('.out-'))).toEqual([]);
    // The new export is as deep: not left in the temporary folder.
    removeTree(checkout);
  });

  it('names the folder it cannot remove and how to remove it, before the build writes anything', () => {
    removeTree(dirs.staging);
    renameSync(dirs.out, dirs.previous);
    mkdirSync(dirs.out);
    expect(() => clearUnfinishedBuild(dirs, failingRemove)).toThrow(
      `The folder ${dirs.previous}/, where a previous build moved the export it replaced, could not be removed (EPERM: operation not permitted, unlink '${dirs.previous}/x.html'): remove it yourself (\`rm -rf ${dirs.previous}\` as its owner, after \`chattr -R -i ${dirs.previous}\` if it is immutable), then build again.`,
    );
  });

  it('says the new export is in place when only the one it replaced cannot be removed', () => {
    let removals = 0;
    const removeOnlyOnce = (dir: string) => (removals++ === 0 ? removeTree(dir) : failingRemove(dir));
    const [note] = swapIntoPlace(dirs, renameSync, removeOnlyOnce);
    expect(site(dirs.out)).toBe('new');
    expect(note).toMatch(new RegExp(`^The new build is in ${dirs.out}/, but the export it replaced, moved to ${dirs.previous}/, could not be removed \\(EPERM.*\\): remove it yourself .* before the next build\\.$`));
  });
});
