import { mkdirSync, renameSync, rmdirSync } from 'node:fs';
import { join } from 'node:path';

/** Folders made at once: mkdirSync walks the whole path for every folder it adds, so one deep call takes the depth squared. */
const HOP = 50;

/**
 * Makes a chain of `depth` folders named `a` in `root` and returns the deepest, in time proportional
 * to the depth: built from the bottom up, each short part made at the top and the chain so far
 * moved to its end.
 */
export function deepFolders(root: string, depth: number): string {
  const chain = join(root, '.chain');
  const part = join(root, '.part');
  mkdirSync(chain, { recursive: true });
  for (let made = 0; made < depth; ) {
    const hop = Math.min(HOP, depth - made);
    const end = join(part, ...Array<string>(hop).fill('a'));
    mkdirSync(end, { recursive: true });
    rmdirSync(end);
    renameSync(chain, end);
    renameSync(part, chain);
    made += hop;
  }
  renameSync(join(chain, 'a'), join(root, 'a'));
  rmdirSync(chain);
  return join(root, ...Array<string>(depth).fill('a'));
}
