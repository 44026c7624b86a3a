import type { Rng } from './prng';
import { capitalize } from './prose';
import { siteConfig } from '../../lib/site-config';
import { adjectives, nouns } from './vocabulary';

/** A page's place in the generated tree, before its body is written. */
export interface PlannedPage {
  /** Path under the content folder, such as `glossa/entity-cache/README.md`. */
  file: string;
  route: string;
  title: string;
  sidebarPosition: number;
}

/** Every leaf folder is 2 to 4 levels deep (the library folder is level 1). */
export const MIN_FOLDER_DEPTH = 2;
export const MAX_FOLDER_DEPTH = 4;
/** The landing page, six library folders and one sub-folder each, every one with its README.md and a page. */
export const MIN_PAGES = 1 + siteConfig.libraries.length * 3;

/** Two words, unique in the folder, so sibling pages and folders never share a route. */
function uniqueName(rng: Rng, taken: Set<string>): string {
  for (;;) {
    const first = rng.pick(rng.chance(0.5) ? adjectives : nouns);
    const second = rng.pick(nouns);
    const name = `${first}-${second}`;
    if (first !== second && !taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}

const titleOf = (name: string) => name.split('-').map(capitalize).join(' ');

/** Splits `total` into `parts` shares of at least `minimum` each, with random weights. */
function split(rng: Rng, total: number, parts: number, minimum: number): number[] {
  const weights = Array.from({ length: parts }, () => 1 + rng.next());
  const spare = total - parts * minimum;
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((weight) => minimum + Math.floor((spare * weight) / sum));
  shares[0]! += total - shares.reduce((a, b) => a + b, 0);
  return shares;
}

/**
 * Plans one folder holding exactly `budget` pages (its README.md included). Folders above level 2
 * always split, so every leaf is at least 2 deep; a folder splits further only while it is above
 * level 4 and holds more pages than a sidebar category usually shows.
 */
function planFolder(rng: Rng, segments: string[], title: string, position: number, budget: number, pages: PlannedPage[]): void {
  const depth = segments.length;
  const dir = segments.join('/');
  pages.push({ file: `${dir}/README.md`, route: `/${dir}`, title, sidebarPosition: position });
  const rest = budget - 1;
  const mustSplit = depth < MIN_FOLDER_DEPTH;
  const maySplit = depth < MAX_FOLDER_DEPTH && rest > rng.int(6, 16);
  const taken = new Set<string>();
  let folders = 0;
  let own = rest;
  if (mustSplit || maySplit) {
    // A sub-folder needs at least its README.md and one page.
    folders = Math.min(4, Math.max(mustSplit ? 1 : 2, Math.ceil(rest / 14)));
    own = Math.min(rng.int(1, 3), rest - folders * 2);
  }
  const entries: ('page' | 'folder')[] = [...Array<'page'>(own).fill('page'), ...Array<'folder'>(folders).fill('folder')];
  const shares = folders > 0 ? split(rng, rest - own, folders, 2) : [];
  entries.forEach((kind, index) => {
    const name = uniqueName(rng, taken);
    if (kind === 'page') {
      pages.push({ file: `${dir}/${name}.md`, route: `/${dir}/${name}`, title: titleOf(name), sidebarPosition: index + 1 });
    } else {
      planFolder(rng, [...segments, name], titleOf(name), index + 1, shares.shift()!, pages);
    }
  });
}

/** Exactly `count` pages: the landing page, then the six libraries sharing the rest. */
export function planTree(rng: Rng, count: number): PlannedPage[] {
  if (!Number.isInteger(count) || count < MIN_PAGES) throw new Error(`the generated site needs at least ${MIN_PAGES} pages, got ${count}`);
  const pages: PlannedPage[] = [{ file: 'README.md', route: '/', title: 'Phosphorous', sidebarPosition: 1 }];
  const shares = split(rng, count - 1, siteConfig.libraries.length, 3);
  siteConfig.libraries.forEach(({ id, name }, index) => planFolder(rng, [id], name, index + 1, shares[index]!, pages));
  return pages;
}
