import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

// Test files share a module cache (vitest.config.ts): the mock below must reach modules an earlier file
// cached, and no module bound to it may outlive this file.
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

/** A loader bug of the kind a settings file with a `__proto__.…` key once set off in the check's thread. */
vi.mock('@/lib/content/load', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/content/load')>();
  return {
    ...actual,
    loadFile: (...args: Parameters<typeof actual.loadFile>) => {
      const loaded = actual.loadFile(...args);
      if (args[1].includes('polluting')) {
        (Object.prototype as Record<string, unknown>).allowDangerousHtml = true;
        Object.defineProperty(Array.prototype, 'join', { value: () => 'hijacked', configurable: true, writable: true });
      }
      return loaded;
    },
  };
});

const { checkFile } = await import('@/lib/content/check');
const { restoreSharedPrototypes } = await import('@/lib/content/shared-prototypes');

const page = (title: string) => `---\ntitle: ${title}\ndescription: A page of the shared prototypes test, long enough for the rule on descriptions.\n---\n\n## One\n\nText.\n\n## Two\n\nText.\n`;

describe('a file whose check changes the shared prototypes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shared-prototypes-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'polluting.md'), page('Polluting'));
  writeFileSync(join(dir, 'innocent.md'), page('Innocent'));

  it('is refused, naming what it changed, and the next file is checked as if it never ran', () => {
    const refused = checkFile(dir, 'polluting.md');
    expect(refused.errors.map((error) => error.message)).toEqual([expect.stringMatching(/reading it changed Object\.prototype\.allowDangerousHtml, Array\.prototype\.join, which no file may do/)]);
    expect(refused.page).toBeNull();
    expect(({} as Record<string, unknown>).allowDangerousHtml).toBeUndefined();
    expect(['a', 'b'].join('-')).toBe('a-b');
    expect(checkFile(dir, 'innocent.md').errors).toEqual([]);
  });

  it('finds nothing to put back after a clean check', () => {
    checkFile(dir, 'innocent.md');
    expect(restoreSharedPrototypes()).toEqual([]);
  });
});
