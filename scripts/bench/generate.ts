import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import sharp from 'sharp';
import { deepestOf } from './deep-page';
import { type LinkTarget, type PlannedHeading, planHeadings, renderPage } from './page';
import { createRng } from './prng';
import { type PlannedPage, planTree } from './tree';

export const DEFAULT_SEED = 0x5eed;
/** Seeds the measured page's own text, which must not depend on the page count. */
const PROBE_SEED = 0x9a6e;

export interface GeneratedPage extends PlannedPage {
  headings: PlannedHeading[];
  links: LinkTarget[];
  markdown: string;
  proseWords: number;
  /** The screenshot beside the page (a tenth of the pages have one), by its path under the content folder. */
  image: string | null;
}

/** Every tenth page shows a screenshot; never the measured page, whose bytes must not depend on the page count. */
const IMAGE_EVERY = 10;

/** A 1200×675 screenshot-like PNG, different for every page: its own accent colour and line lengths. */
function screenshot(index: number): Promise<Buffer> {
  const hue = (index * 47) % 360;
  const lines = Array.from({ length: 12 }, (_, line) => `<rect x="60" y="${110 + line * 44}" width="${300 + ((index * 31 + line * 137) % 700)}" height="18" rx="9" fill="#94a3b8"/>`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675"><rect width="100%" height="100%" fill="#f8fafc"/><rect width="100%" height="60" fill="hsl(${hue}, 70%, 45%)"/>${lines.join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
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
    if (index % IMAGE_EVERY !== IMAGE_EVERY - 1 || page.route === probe) return { ...page, headings: headings[index]!, links, markdown, proseWords, image: null };
    const name = `${posix.basename(page.file, '.md').toLowerCase()}-screenshot.png`;
    const withImage = `${markdown.trimEnd()}\n\n![The ${page.title} screen after the first start](./${name})\n`;
    return { ...page, headings: headings[index]!, links, markdown: withImage, proseWords, image: posix.join(posix.dirname(page.file), name) };
  });
}

/** Writes the pages and their images under `contentDir`, which should be empty or absent; resolves with the number of images. */
export async function writeDocs(contentDir: string, pages: readonly GeneratedPage[]): Promise<number> {
  let images = 0;
  for (const [index, page] of pages.entries()) {
    const path = join(contentDir, page.file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, page.markdown);
    if (page.image) {
      writeFileSync(join(contentDir, page.image), await screenshot(index));
      images++;
    }
  }
  return images;
}
