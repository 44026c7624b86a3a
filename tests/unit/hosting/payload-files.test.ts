import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dropUnrequestedPayloads } from '@/lib/hosting/payload-files';

const ROOT_LAYOUT = '1:"$Sreact.fragment"\n2:["$","html",null,{}]\n';

/** An export of two routes, `/` and `/glossa/icu`, with every payload file Next writes. */
function exportWith(icuRootLayout: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'payload-files-'));
  mkdirSync(join(dir, 'glossa', 'icu'), { recursive: true });
  for (const [folder, layout] of [['', ROOT_LAYOUT], ['glossa/icu', icuRootLayout]] as const) {
    for (const name of ['__next._tree.txt', '__next.$oc$slug.__PAGE__.txt', '__next._full.txt']) writeFileSync(join(dir, folder, name), name);
    writeFileSync(join(dir, folder, '__next._index.txt'), layout);
  }
  writeFileSync(join(dir, 'index.txt'), 'whole-route payload');
  writeFileSync(join(dir, 'index.html'), 'page');
  writeFileSync(join(dir, 'glossa', 'icu.txt'), 'whole-route payload');
  writeFileSync(join(dir, 'glossa', 'icu.html'), 'page');
  // Text files of the site's own, with no page beside them.
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *');
  writeFileSync(join(dir, 'llms.txt'), '# Phosphorous');
  return dir;
}

describe('the payload files the export keeps', () => {
  it('keeps what the client asks for and one root layout payload, and drops the rest', () => {
    const dir = exportWith(ROOT_LAYOUT);
    dropUnrequestedPayloads(dir);
    const kept = (path: string) => existsSync(join(dir, path));
    for (const path of ['glossa/icu/__next._tree.txt', 'glossa/icu/__next.$oc$slug.__PAGE__.txt', '__next._tree.txt', '__next._index.txt', 'robots.txt', 'llms.txt', 'glossa/icu.html']) {
      expect(kept(path), path).toBe(true);
    }
    for (const path of ['glossa/icu.txt', 'index.txt', 'glossa/icu/__next._full.txt', '__next._full.txt', 'glossa/icu/__next._index.txt']) expect(kept(path), path).toBe(false);
  });

  it('stops the build when a route’s root layout payload is not the shared one', () => {
    expect(() => dropUnrequestedPayloads(exportWith(`${ROOT_LAYOUT}3:"other"\n`))).toThrow(/glossa\/icu\/__next\._index\.txt is not the same/);
  });
});
