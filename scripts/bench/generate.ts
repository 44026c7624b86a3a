import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type LinkTarget, type PlannedHeading, planHeadings, renderPage } from './page';
import { createRng } from './prng';
import { type PlannedPage, planTree } from './tree';

export const DEFAULT_SEED = 0x5eed;

interface GeneratedPage extends PlannedPage {
  headings: PlannedHeading[];
  links: LinkTarget[];
  markdown: string;
  proseWords: number;
}

/**
 * A synthetic docs tree of exactly `count` pages. Everything comes from one seeded PRNG, so the
 * same count and seed always give the same bytes, and benchmark runs compare like with like.
 */
export function generateDocs(count: number, seed = DEFAULT_SEED): GeneratedPage[] {
  const rng = createRng(seed);
  const planned = planTree(rng, count);
  const headings = planned.map(() => planHeadings(rng));
  return planned.map((page, index) => {
    const links: LinkTarget[] = [];
    const linkCount = rng.int(3, 6);
    for (let n = 0; n < linkCount; n++) {
      // The first link goes to the next page in the tree, as docs often point onward; the rest anywhere.
      let targetIndex = n === 0 ? (index + 1) % planned.length : rng.int(0, planned.length - 1);
      if (targetIndex === index) targetIndex = (index + 1) % planned.length;
      const target = planned[targetIndex]!;
      const targetHeadings = headings[targetIndex]!;
      const fragment = rng.chance(0.4) ? `#${rng.pick(targetHeadings).id}` : '';
      links.push({ title: target.title, href: `${target.route}${fragment}` });
    }
    const { markdown, proseWords } = renderPage(rng, page, headings[index]!, links);
    return { ...page, headings: headings[index]!, links, markdown, proseWords };
  });
}

/** Writes the pages under `contentDir`, which should be empty or absent. */
export function writeDocs(contentDir: string, pages: readonly GeneratedPage[]): void {
  for (const page of pages) {
    const path = join(contentDir, page.file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, page.markdown);
  }
}
