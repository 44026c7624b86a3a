/**
 * The site for AI assistants and other tools, written into the export at build time: every page
 * at `<route>.md` (the copies the content check left, see lib/content/page-markdown.ts), and
 * `/llms.txt` and `/llms-full.txt` after the llms.txt proposal (https://llmstxt.org): the site's
 * title, its summary, one section per library (per version, for a library with several) listing its
 * pages in sidebar order, and every page in full.
 */
import type { DocPage } from '../../content/docs';
import { escapeMarkdownText } from '../../markdown/escape-markdown';
import { RESERVED_ROUTES } from '../../navigation/reserved-routes';
import { absoluteUrl, markdownRoute } from '../../navigation/routes';
import { versionOfId, versionTitle } from '../../navigation/versions';

type ListedDoc = Pick<DocPage, 'path' | 'title' | 'description' | 'section' | 'sourcePath' | 'writtenFor'>;

/** `docs`: every page in sidebar order, the landing page first; each linked by its copy's full URL. */
export function llmsTxt(siteTitle: string, siteUrl: string, docs: readonly ListedDoc[]): string {
  const [landing, ...pages] = docs;
  if (!landing || landing.section !== null) throw new Error('llms.txt needs the landing page first.');
  // Each version of a library is a section of its own, keyed by its folder (`glossa`, `glossa/1.0`).
  const versionOf = (doc: ListedDoc) => versionOfId(doc.path.slice(1));
  const sections = new Map<string, ListedDoc[]>();
  for (const doc of pages) {
    const key = versionOf(doc)?.folder ?? doc.section!;
    sections.set(key, [...(sections.get(key) ?? []), doc]);
  }
  const isVersioned = (library: string) => [...sections.keys()].some((key) => key.startsWith(`${library}/`));
  const heading = (first: ListedDoc) => {
    const version = versionOf(first);
    if (!version || !isVersioned(version.library)) return first.title;
    return versionTitle(sections.get(version.library)?.[0]?.title ?? version.library, version);
  };
  // Titles and descriptions are writers' text: escaped, none of them can become a link or HTML.
  const text = escapeMarkdownText;
  const lines = [`# ${text(siteTitle)}`, '', `> ${text(landing.description)}`, '', `Start with the [${text(landing.title)}](${absoluteUrl(siteUrl, markdownRoute(landing.path))}) page.`];
  for (const sectionDocs of sections.values()) {
    // What the section's start page was written for is said once, under its heading; a page written for something else says so.
    const sectionWrittenFor = sectionDocs[0]!.writtenFor;
    const writtenFor = (value: string) => `Written for: ${text(value)}`;
    const ownWrittenFor = ({ writtenFor: value }: ListedDoc) => (value && value !== sectionWrittenFor ? ` (${writtenFor(value)})` : '');
    const pageLine = (doc: ListedDoc) => `- [${text(doc.title)}](${absoluteUrl(siteUrl, markdownRoute(doc.path))}): ${text(doc.description)}${ownWrittenFor(doc)}`;
    lines.push('', `## ${text(heading(sectionDocs[0]!))}`, '', ...(sectionWrittenFor ? [writtenFor(sectionWrittenFor), ''] : []), ...sectionDocs.map(pageLine));
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The landing page's Markdown with its dependency diagram as a list, right after the description,
 * where the page draws it: the text refers to "the diagram at the top of this page".
 */
export function withDiagramAsText(markdown: string, title: string, sentences: readonly string[]): string {
  const afterDescription = markdown.indexOf('\n\n', markdown.indexOf('\n\n') + 2);
  if (afterDescription === -1) throw new Error('The landing page\'s Markdown has no description to put the diagram after.');
  // A caption, as the page has it, rather than a heading of its own beside the page's own about the diagram.
  const section = ['', '', `**${escapeMarkdownText(title)}** (the diagram at the top of this page, each project with the projects its arrows point to):`, '', ...sentences.map((sentence) => `- ${escapeMarkdownText(sentence)}`)].join('\n');
  return markdown.slice(0, afterDescription) + section + markdown.slice(afterDescription);
}

/**
 * Every page's Markdown, each with its address under its title (`Source: <url>`), so that a tool
 * reading the one file can tell where each page starts, cite it, and tell two versions' pages apart.
 */
export function llmsFullTxt(pages: readonly { markdown: string; url: string }[]): string {
  const withSource = ({ markdown, url }: { markdown: string; url: string }) => {
    const titleEnd = markdown.indexOf('\n');
    return `${markdown.slice(0, titleEnd)}\n\nSource: ${url}${markdown.slice(titleEnd).trimEnd()}`;
  };
  return pages.map(withSource).join('\n\n') + '\n';
}

/** The `.md` pages, llms.txt and llms-full.txt, each by its path (`/glossa.md`), made when asked for. */
export function readerFiles<Doc extends ListedDoc>({ title: siteTitle, url: siteUrl }: { title: string; url: string }, docs: readonly Doc[], markdownOf: (doc: Doc) => string): Map<string, () => string> {
  return new Map([
    ...docs.map((doc) => [markdownRoute(doc.path), () => markdownOf(doc)] as const),
    [`${RESERVED_ROUTES.llms}.txt`, () => llmsTxt(siteTitle, siteUrl, docs)],
    [`${RESERVED_ROUTES.llmsFull}.txt`, () => llmsFullTxt(docs.map((doc) => ({ markdown: markdownOf(doc), url: absoluteUrl(siteUrl, doc.path) })))],
  ]);
}
