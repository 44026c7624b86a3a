import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { deepestOf } from './deep-page';
import { type LinkTarget, type PlannedHeading, planHeadings, renderPage } from './page';
import { createRng } from './prng';
import { type PlannedPage, planTree } from './tree';

export const DEFAULT_SEED = 0x5eed;
/** Seeds the measured page's own text, which must not depend on the page count. */
const PROBE_SEED = 0x9a6e;

interface GeneratedPage extends PlannedPage {
  headings: PlannedHeading[];
  links: LinkTarget[];
  markdown: string;
  proseWords: number;
}

/**
 * A synthetic docs tree of exactly `count` pages. Everything comes from one seeded PRNG, so the
 * same count and seed always give the same bytes, and benchmark runs compare like with like. The
 * deepest page, the one the benchmark measures, draws its text from a PRNG of its own: its headings,
 * prose, code and table are the same at every size, so comparing sizes measures what the site adds
 * to a page and not how long the generator happened to make it.
 */
export function generateDocs(count: number, seed = DEFAULT_SEED): GeneratedPage[] {
  const mainRng = createRng(seed);
  const planned = planTree(mainRng, count);
  const probe = deepestOf(planned.map((page) => page.route));
  const probeRng = createRng(PROBE_SEED);
  const rngFor = (page: PlannedPage) => (page.route === probe ? probeRng : mainRng);
  const headings = planned.map((page) => planHeadings(rngFor(page)));
  return planned.map((page, index) => {
    const rng = rngFor(page);
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
