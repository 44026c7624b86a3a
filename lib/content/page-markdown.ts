/**
 * A page as clean Markdown, for readers who paste it into an AI assistant and for the tools that
 * fetch `<route>.md` (llms.txt): the title as `# h1`, the description, then the body exactly as
 * the writer wrote it (callouts, code fences with their titles, tables), except that every link to
 * the site becomes its full URL, so it still lands when read away from the site (pasted into an assistant).
 *
 * The body is edited in place, link by link, rather than printed again from the parsed tree: a
 * Markdown printer would escape the callout markers (`> \[!NOTE]`) and reflow the writer's tables.
 * Reference links become inline links, their definitions gone: llms-full.txt joins every page's
 * copy into one document, where the first page to define a label would take it over for all.
 * A dependency block becomes the code tabs it renders as, one fence per build tool, each with its tab and title.
 * A callout keeps GitHub's syntax, in the one form GitHub renders (see `calloutEdits`).
 */
import type { Blockquote, Code, Definition, Html, Image, ImageReference, Link, LinkReference, Root } from 'mdast';
import { visit } from '../markdown/visit';
import { buildSnippets } from '../libraries/build-snippets';
import { readCalloutMarker } from '../markdown/callout-marker';
import { dependenciesOf } from '../libraries/dependency-block';
import { escapeMarkdownText } from '../markdown/escape-markdown';
import { DEPENDENCY_LANGUAGE } from '../markdown/remark-dependency-block';
import { symbolsIn } from '../markdown/remark-symbols';
import { absoluteRoute, absoluteUrl } from '../navigation/routes';
import { libraryVersions, VERSION_STATUS_WORDS, versionOfRoute, versionTitle } from '../navigation/versions';
import { siteConfig } from '../site-config';

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

/** Where the destination of a link or image starting at `start` is written. */
function destinationSpan(body: string, node: Link | Image, start: number): { start: number; end: number } | null {
  // A bare URL made a link (GFM's autolink literals) has no brackets, and is never a site link.
  if (body[start] !== (node.type === 'image' ? '!' : '[')) return null;
  const labelEnd = afterClosingBracket(body, node.type === 'image' ? start + 1 : start);
  if (labelEnd === -1) return null;
  if (body[labelEnd] !== '(') return null; // an autolink such as <https://…>: no destination to edit
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
    // Titled and tabbed as a writer would type them: the tabs say the fences are alternatives, one per build tool.
    const fences = buildSnippets(dependenciesOf(block.value)).map(({ language, tab, title, code }) => `\`\`\`${language} tab="${tab}" title="${title}"\n${code}\n\`\`\``);
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

/** Where a link or image to `url` points in the copy: a site link by its full URL, an image beside the pages by its URL; null when as written. */
function copyTarget({ file, route, imageUrl }: PageMarkdownInput, url: string, isImage: boolean): string | null {
  const siteRoute = absoluteRoute(url, file, route);
  const target = (isImage ? imageUrl?.(url) : null) ?? (siteRoute === null ? null : absoluteUrl(siteConfig.url, siteRoute));
  return target === url ? null : target;
}

function linkEdits(input: PageMarkdownInput): Edit[] {
  const edits: Edit[] = [];
  visit(input.tree, ['link', 'image'], (node) => {
    const link = node as Link | Image;
    const start = link.position?.start.offset;
    const target = copyTarget(input, link.url, link.type === 'image');
    if (start === undefined || target === null) return;
    const span = destinationSpan(input.body, link, start);
    if (span) edits.push({ ...span, text: target });
  });
  return edits;
}

/**
 * `[text][label]`, `[text][]` and `[text]` become `[text](url)` (images alike), the text left as
 * written, and each definition goes. A reference without a definition is the check's error.
 */
function referenceEdits(input: PageMarkdownInput): Edit[] {
  const { body, tree } = input;
  const definitions = new Map<string, Definition>();
  const edits: Edit[] = [];
  visit(tree, 'definition', (definition: Definition) => {
    const { start, end } = definition.position ?? {};
    if (start?.offset === undefined || end?.offset === undefined) return;
    if (!definitions.has(definition.identifier)) definitions.set(definition.identifier, definition);
    edits.push({ start: start.offset, end: end.offset, text: '' });
  });
  visit(tree, ['linkReference', 'imageReference'], (node) => {
    const reference = node as LinkReference | ImageReference;
    const definition = definitions.get(reference.identifier);
    const { start, end } = reference.position ?? {};
    if (!definition || start?.offset === undefined || end?.offset === undefined) return;
    const isImage = reference.type === 'imageReference';
    const textEnd = reference.referenceType === 'shortcut' ? end.offset : afterClosingBracket(body, isImage ? start.offset + 1 : start.offset);
    if (textEnd === -1) return;
    const url = copyTarget(input, definition.url, isImage) ?? definition.url;
    const title = definition.title ? ` "${definition.title.replaceAll('"', '\\"')}"` : '';
    edits.push({ start: textEnd, end: end.offset, text: `(${url.includes(' ') || url.includes(')') ? `<${url}>` : url}${title})` });
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
 * For a page of a library documented in more than one version, which one it belongs to and where
 * the others are, as the page's banner says: an assistant must not answer from the wrong one.
 */
function docsVersionLine(route: string): string {
  const version = versionOfRoute(route);
  const library = siteConfig.libraries.find((each) => each.id === version?.library);
  const versions = version ? libraryVersions(version.library) : [];
  if (!version || !library || versions.length < 2) return '';
  const others = versions.filter((each) => each.id !== version.id).map((each) => `${versionTitle(library.name, each)} (${VERSION_STATUS_WORDS[each.status]}) at ${absoluteUrl(siteConfig.url, each.routePrefix)}`);
  return `**Docs version:** ${versionTitle(library.name, version)}, ${VERSION_STATUS_WORDS[version.status]}; also documented: ${others.join(', ')}.\n\n`;
}

/**
 * The copy's first lines: the title, the description, the docs version of a page of a library
 * with several and, when the page says what it was written for (written-for.ts), that line, each
 * followed by a blank line.
 */
export function markdownHeader(title: string, description: string, route: string, writtenFor?: string): string {
  const writtenForLine = writtenFor === undefined ? '' : `**Written for:** ${escapeMarkdownText(writtenFor)}\n\n`;
  return `# ${escapeMarkdownText(title.trim())}\n\n${escapeMarkdownText(description.trim())}\n\n${docsVersionLine(route)}${writtenForLine}`;
}

/** The page's Markdown copy, and where its mentions of API names are, which the site-wide step may link. */
export function pageMarkdown(input: PageMarkdownInput): { markdown: string; mentions: MarkdownMention[] } {
  let body = input.body;
  const { mentions } = symbolsIn(input.tree);
  // Mentions last: an edit that starts where a mention ends (a callout title's closing `**`) then goes after the mention.
  const edits = [...linkEdits(input), ...referenceEdits(input), ...htmlEdits(input), ...dependencyBlockEdits(input), ...calloutEdits(input), ...mentionEdits(mentions)].sort((a, b) => b.start - a.start);
  for (const edit of edits) body = body.slice(0, edit.start) + edit.text + body.slice(edit.end);
  // A removed comment leaves its blank lines behind.
  body = body.replace(/\n{3,}/g, '\n\n');
  const marked = `${markdownHeader(input.title, input.description, input.route)}${body.trim()}\n`;
  return unmarkMentions(marked, mentions.map(({ name }) => name));
}
