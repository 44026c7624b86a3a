/**
 * A page as clean Markdown, for readers who paste it into an AI assistant and for the tools that
 * fetch `<route>.md` (llms.txt): the title as `# h1`, the description, then the body exactly as
 * the writer wrote it (callouts, code fences with their titles, tables), except that every link to
 * the site becomes an absolute route, so it still lands when read away from the page.
 *
 * The body is edited in place, link by link, rather than printed again from the parsed tree: a
 * Markdown printer would escape the callout markers (`> \[!NOTE]`) and reflow the writer's tables.
 * A dependency block becomes the plain fences it renders as, one per build tool, each with its title.
 * A callout keeps GitHub's syntax, in the one form GitHub renders (see `calloutEdits`).
 */
import type { Blockquote, Code, Definition, Html, Image, Link, Root } from 'mdast';
import { visit } from '../markdown/visit';
import { buildSnippets } from '../libraries/build-snippets';
import { readCalloutMarker } from '../markdown/callout-marker';
import { dependenciesOf } from '../libraries/dependency-block';
import { escapeMarkdownText } from '../markdown/escape-markdown';
import { DEPENDENCY_LANGUAGE } from '../markdown/remark-dependency-block';
import { symbolsIn } from '../markdown/remark-symbols';
import { absoluteRoute, sitePath } from '../navigation/routes';

interface PageMarkdownInput {
  title: string;
  description: string;
  /** The text after the frontmatter, with LF line endings; `tree` was parsed from it. */
  body: string;
  /** As parsed, before the renderer expands its dependency blocks. */
  tree: Root;
  /** The file's path under content/, for `.md` links. */
  file: string;
  route: string;
  /** The full-size file's absolute URL for an image beside the pages, so it shows wherever the Markdown is read. */
  imageUrl?: (src: string) => string | null;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** The index just past the `]` that closes the `[` at `open`, minding nesting and escapes. */
function afterClosingBracket(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    const char = text[index];
    if (char === '\\') index++;
    else if (char === '[') depth++;
    else if (char === ']' && --depth === 0) return index + 1;
  }
  return -1;
}

/** Where the destination of a link, image or definition starting at `start` is written. */
function destinationSpan(body: string, node: Link | Image | Definition, start: number): { start: number; end: number } | null {
  // A bare URL made a link (GFM's autolink literals) has no brackets, and is never a site link.
  if (body[start] !== (node.type === 'image' ? '!' : '[')) return null;
  const labelEnd = afterClosingBracket(body, node.type === 'image' ? start + 1 : start);
  if (labelEnd === -1) return null;
  const opener = node.type === 'definition' ? ':' : '(';
  if (body[labelEnd] !== opener) return null; // an autolink such as <https://…>: no destination to edit
  let at = labelEnd + 1;
  while (/\s/.test(body[at] ?? '')) at++;
  if (body[at] === '<') {
    const close = body.indexOf('>', at);
    return close === -1 ? null : { start: at + 1, end: close };
  }
  let end = at;
  let parens = 0;
  while (end < body.length && !/\s/.test(body[end]!)) {
    if (body[end] === '(') parens++;
    else if (body[end] === ')' && parens-- === 0) break;
    end++;
  }
  return { start: at, end };
}

function dependencyBlockEdits({ body, tree }: PageMarkdownInput): Edit[] {
  const edits: Edit[] = [];
  visit(tree, 'code', (block: Code) => {
    const { start, end } = block.position ?? {};
    if (block.lang !== DEPENDENCY_LANGUAGE || start?.offset === undefined || end?.offset === undefined) return;
    // What comes before the fence on its line (a list item's indent, a quote's `> `) starts each line of the fences too.
    const linePrefix = body.slice(body.lastIndexOf('\n', start.offset - 1) + 1, start.offset);
    // Titled as a writer would type them; the tab labels only make sense on the page.
    const fences = buildSnippets(dependenciesOf(block.value)).map(({ language, title, code }) => `\`\`\`${language} title="${title}"\n${code}\n\`\`\``);
    edits.push({ start: start.offset, end: end.offset, text: fences.join('\n\n').replaceAll('\n', `\n${linePrefix}`) });
  });
  return edits;
}

/**
 * GitHub shows a callout only when its marker stands alone on its line, and folds none. So the fold
 * sign goes, and a title written on the marker line becomes the callout's first line, in bold, with
 * its markdown (and its links, which `linkEdits` rewrites) as written.
 */
function calloutEdits({ body, tree }: PageMarkdownInput): Edit[] {
  const edits: Edit[] = [];
  visit(tree, 'blockquote', (quote: Blockquote) => {
    const marker = readCalloutMarker(quote);
    const start = marker?.text.position?.start.offset;
    const paragraphEnd = quote.children[0]?.position?.end.offset;
    if (!marker || start === undefined || paragraphEnd === undefined) return;
    const newline = body.indexOf('\n', start);
    const lineEnd = newline === -1 || newline > paragraphEnd ? paragraphEnd : newline;
    const markerEnd = start + marker.length;
    // A trailing backslash or two spaces only break the line: not part of the title.
    const titleEnd = markerEnd + body.slice(markerEnd, lineEnd).replace(/\\$/, '').trimEnd().length;
    if (marker.fold === null && titleEnd === markerEnd) return;
    const bracket = body.slice(start, body.indexOf(']', start) + 1);
    if (titleEnd === markerEnd) {
      edits.push({ start, end: lineEnd, text: bracket });
      return;
    }
    // The quote's next lines start with its `>`s; a list item's marker before them becomes indent.
    const linePrefix = body.slice(body.lastIndexOf('\n', start - 1) + 1, start).replace(/[^>\s]/g, ' ');
    const bodyFollows = paragraphEnd > lineEnd;
    edits.push({ start, end: markerEnd, text: `${bracket}\n${linePrefix}**` });
    edits.push({ start: titleEnd, end: lineEnd, text: bodyFollows ? `**\n${linePrefix.trimEnd()}` : '**' });
  });
  return edits;
}

function linkEdits({ body, tree, file, route, imageUrl }: PageMarkdownInput): Edit[] {
  const edits: Edit[] = [];
  visit(tree, ['link', 'image', 'definition'], (node) => {
    const link = node as Link | Image | Definition;
    const start = link.position?.start.offset;
    const siteRoute = absoluteRoute(link.url, file, route);
    const target = (link.type === 'image' ? imageUrl?.(link.url) : null) ?? (siteRoute === null ? null : sitePath(siteRoute));
    if (start === undefined || target === null || target === link.url) return;
    const span = destinationSpan(body, link, start);
    if (span) edits.push({ ...span, text: target });
  });
  return edits;
}

/**
 * Raw HTML is never rendered on the page, and the only kind the check lets through is a comment:
 * a writer's note to other writers, which must not reach readers here either.
 */
function htmlEdits({ tree }: PageMarkdownInput): Edit[] {
  const edits: Edit[] = [];
  visit(tree, 'html', (node: Html) => {
    const { start, end } = node.position ?? {};
    if (start?.offset !== undefined && end?.offset !== undefined) edits.push({ start: start.offset, end: end.offset, text: '' });
  });
  return edits;
}

/** An API name's mention (remark-symbols.ts) in the copy: its inline code, from `start` to `end`. */
export interface MarkdownMention {
  name: string;
  start: number;
  end: number;
}

// Mentions are marked in the text while it is edited and found again at the end, wherever the edits
// moved them. NUL and SOH cannot be in a page: the control-characters rule stops a file that has them.
const MENTION_START = '\u0000';
const MENTION_END = '\u0001';

function mentionEdits(mentions: ReturnType<typeof symbolsIn>['mentions']): Edit[] {
  return mentions.flatMap(({ node }) => {
    const { start, end } = node.position ?? {};
    if (start?.offset === undefined || end?.offset === undefined) return [];
    return [{ start: end.offset, end: end.offset, text: MENTION_END }, { start: start.offset, end: start.offset, text: MENTION_START }];
  });
}

/** Takes the marks out of `marked`: the text, and where each mention ended up in it. */
function unmarkMentions(marked: string, names: readonly string[]): { markdown: string; mentions: MarkdownMention[] } {
  const mentions: MarkdownMention[] = [];
  let markdown = '';
  let from = 0;
  for (let open = marked.indexOf(MENTION_START); open !== -1; open = marked.indexOf(MENTION_START, from)) {
    const close = marked.indexOf(MENTION_END, open);
    markdown += marked.slice(from, open);
    const start = markdown.length;
    markdown += marked.slice(open + 1, close);
    mentions.push({ name: names[mentions.length]!, start, end: markdown.length });
    from = close + 1;
  }
  return { markdown: markdown + marked.slice(from), mentions };
}

/**
 * The copy's first lines: the title, the description and, when the page says what it was written
 * for (written-for.ts), that line, each followed by a blank line.
 */
export function markdownHeader(title: string, description: string, writtenFor?: string): string {
  const writtenForLine = writtenFor === undefined ? '' : `**Written for:** ${escapeMarkdownText(writtenFor)}\n\n`;
  return `# ${escapeMarkdownText(title.trim())}\n\n${escapeMarkdownText(description.trim())}\n\n${writtenForLine}`;
}

/** The page's Markdown copy, and where its mentions of API names are, which the site-wide step may link. */
export function pageMarkdown(input: PageMarkdownInput): { markdown: string; mentions: MarkdownMention[] } {
  let body = input.body;
  const { mentions } = symbolsIn(input.tree);
  // Mentions last: an edit that starts where a mention ends (a callout title's closing `**`) then goes after the mention.
  const edits = [...linkEdits(input), ...htmlEdits(input), ...dependencyBlockEdits(input), ...calloutEdits(input), ...mentionEdits(mentions)].sort((a, b) => b.start - a.start);
  for (const edit of edits) body = body.slice(0, edit.start) + edit.text + body.slice(edit.end);
  // A removed comment leaves its blank lines behind.
  body = body.replace(/\n{3,}/g, '\n\n');
  const marked = `${markdownHeader(input.title, input.description)}${body.trim()}\n`;
  return unmarkMentions(marked, mentions.map(({ name }) => name));
}
