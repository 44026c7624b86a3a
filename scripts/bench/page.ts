import GithubSlugger from 'github-slugger';
import { calloutKinds } from '../../lib/markdown/callout-marker';
import type { Rng } from './prng';
import { capitalize, countWords, plural, sentence } from './prose';
import { snippet, snippetLanguages } from './snippets';
import type { PlannedPage } from './tree';
import { adjectives, nouns, properNouns, sectionWords } from './vocabulary';

export interface PlannedHeading {
  depth: 2 | 3;
  text: string;
  /** The id rehype-slug gives the heading (github-slugger), which `#fragment` links use. */
  id: string;
}

export interface LinkTarget {
  title: string;
  href: string;
}

export const MIN_WORDS = 400;
export const MAX_WORDS = 900;

/** 3 to 6 `##` sections, each with up to two `###` sub-sections; texts are unique on the page. */
export function planHeadings(rng: Rng): PlannedHeading[] {
  const slugger = new GithubSlugger();
  const used = new Set<string>();
  const headings: PlannedHeading[] = [];
  const add = (depth: 2 | 3, make: () => string) => {
    let text = make();
    while (used.has(text.toLowerCase())) text = make();
    used.add(text.toLowerCase());
    headings.push({ depth, text, id: slugger.slug(text) });
  };
  const sections = rng.int(3, 6);
  for (let section = 0; section < sections; section++) {
    add(2, () => (rng.chance(0.5) ? rng.pick(sectionWords) : `${rng.pick(sectionWords)} of ${plural(rng.pick(nouns))}`));
    const subsections = rng.int(0, 2);
    for (let sub = 0; sub < subsections; sub++) add(3, () => `${capitalize(rng.pick(adjectives))} ${plural(rng.pick(nouns))}`);
  }
  return headings;
}

/**
 * A settings table whose keys start with a name drawn for the table, so two pages all but never
 * define the same key (a reference table's first column defines API names, which the docs link to),
 * and the measured page's table reads the same at every size.
 */
function table(rng: Rng): string {
  const prefix = `${rng.pick(nouns)}${rng.int(1000, 999_999)}`;
  const keys = [...new Set(Array.from({ length: rng.int(3, 5) }, () => `${prefix}.${rng.pick(nouns)}`))];
  const rows = keys.map((key) => `| \`${key}\` | \`${rng.int(0, 100)}\` | ${capitalize(sentence(rng))} |`);
  return ['| Option | Default | What it does |', '| --- | --- | --- |', ...rows].join('\n');
}

function fence(rng: Rng): string {
  const language = rng.pick(snippetLanguages);
  const title = rng.chance(0.3) ? ` title="${rng.pick(nouns)}.${language === 'kotlin' ? 'kt' : language === 'java' ? 'java' : 'txt'}"` : '';
  return `\`\`\`${language}${title}\n${snippet(rng, language)}\n\`\`\``;
}

const linkSentence = (rng: Rng, link: LinkTarget) =>
  rng.pick([
    `See [${link.title}](${link.href}) for the details.`,
    `The page [${link.title}](${link.href}) explains how this works with ${rng.pick(properNouns)}.`,
    `Read [${link.title}](${link.href}) before you change the ${rng.pick(nouns)}.`,
  ]);

/**
 * The page's markdown: frontmatter, an introduction, then the planned sections. Prose sentences are
 * added until the page holds its target word count (400 to 900 words of prose, not counting code,
 * tables, callouts or headings); each link sentence goes into its own paragraph.
 */
export function renderPage(rng: Rng, page: PlannedPage, headings: readonly PlannedHeading[], links: readonly LinkTarget[]): { markdown: string; proseWords: number } {
  // Room at the top for the last sentence and any link sentences that overshoot the target.
  const target = rng.int(MIN_WORDS + 20, MAX_WORDS - 120);
  const pendingLinks = [...links];
  const blocks: string[] = [];
  let words = 0;
  const sectionCount = headings.length + 1;
  const fenceSections = new Set(Array.from({ length: rng.int(2, 4) }, () => rng.int(1, headings.length)));
  const tableSection = rng.int(1, headings.length);

  for (let section = 0; section < sectionCount; section++) {
    const heading = headings[section - 1];
    if (heading) blocks.push(`${'#'.repeat(heading.depth)} ${heading.text}`);
    // Each section writes until the running total reaches its share, so only the last sentence overshoots.
    const goal = Math.round((target * (section + 1)) / sectionCount);
    do {
      const sentences: string[] = [];
      const link = pendingLinks.shift();
      if (link) sentences.push(linkSentence(rng, link));
      const length = rng.int(3, 6);
      while (sentences.length === 0 || (sentences.length < length && words + countWords(sentences.join(' ')) < goal)) sentences.push(sentence(rng));
      // Links the paragraphs did not take go into the last one, so every planned link is on the page.
      if (section === sectionCount - 1 && words + countWords(sentences.join(' ')) >= goal) sentences.push(...pendingLinks.splice(0).map((rest) => linkSentence(rng, rest)));
      words += countWords(sentences.join(' '));
      blocks.push(sentences.join(' '));
    } while (words < goal);
    if (fenceSections.has(section)) blocks.push(fence(rng));
    if (section === tableSection) blocks.push(table(rng));
    if (section > 0 && rng.chance(0.15)) blocks.push(`> [!${rng.pick(Object.keys(calloutKinds))}]\n> ${sentence(rng)}`);
  }
  const description = `${capitalize(rng.pick(adjectives))} ${plural(rng.pick(nouns))} and ${plural(rng.pick(nouns))} in ${page.title}, with worked examples.`;
  const frontmatter = ['---', `title: ${JSON.stringify(page.title)}`, `description: ${JSON.stringify(description)}`, `sidebar_position: ${page.sidebarPosition}`, '---'];
  return { markdown: `${frontmatter.join('\n')}\n\n${blocks.join('\n\n')}\n`, proseWords: words };
}
