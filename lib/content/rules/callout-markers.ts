import type { Blockquote, Heading, PhrasingContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { type CalloutKind, calloutKinds, isCalloutKind, readCalloutMarker } from '../../markdown/callout-marker';
import { closest, nearby } from '../../search/suggest';
import { bodyRule, findNodes } from './rule';

const kinds = Object.keys(calloutKinds) as CalloutKind[];
const calloutList = kinds.map((kind) => `[!${kind}]`).join(', ');

/** What other docs tools call these kinds (Docusaurus, Obsidian, MkDocs), which writers bring with them. */
const otherNames: Record<string, CalloutKind> = {
  INFO: 'NOTE',
  HINT: 'TIP',
  ATTENTION: 'WARNING',
  DANGER: 'CAUTION',
  ERROR: 'CAUTION',
};

/** The kind a writer most likely meant: another tool's name for it, its start (`WARN`), or a near spelling. */
function likelyKind(written: string): CalloutKind | undefined {
  if (Object.hasOwn(otherNames, written)) return otherNames[written];
  if (written.length >= 3) {
    const extended = kinds.find((kind) => kind.startsWith(written));
    if (extended) return extended;
  }
  return closest(kinds, written, nearby(written)) as CalloutKind | undefined;
}

function unknownKind(marker: string, written: string): string {
  const suggestion = likelyKind(written);
  const hint = suggestion ? `did you mean [!${suggestion}]? The kinds are` : 'use one of';
  return `unknown callout "${marker}": ${hint} ${calloutList}.`;
}

/** The text a paragraph starts with, looking inside bold or italics (`**[!NOTE]**`). */
function leadingText(node: PhrasingContent | undefined): { text: string; plain: boolean } | null {
  if (node?.type === 'text') return { text: node.value, plain: true };
  if (node && 'children' in node) {
    const inner = leadingText(node.children[0] as PhrasingContent | undefined);
    return inner && { text: inner.text, plain: false };
  }
  return null;
}

/** A quote that tries to be a callout but would render as a plain quote, or names no known kind. */
function calloutProblem(quote: Blockquote): string | null {
  const paragraph = quote.children[0];
  if (paragraph?.type === 'heading') return markerInHeading(paragraph);
  if (paragraph?.type !== 'paragraph') return null;
  const lead = leadingText(paragraph.children[0]);
  const marker = lead && /^\[!\s*(\w*)\s*\]/.exec(lead.text);
  if (!lead || !marker) return null;
  const kind = marker[1]!.toUpperCase();
  if (!isCalloutKind(kind)) return unknownKind(marker[0], kind);
  const callout = readCalloutMarker(quote);
  if (callout) return quote.children.slice(1).some(isPublished) ? null : emptyCallout(paragraph, callout);
  if (lead.plain && marker[0] === `[!${marker[1]}]`) {
    const markerLine = lead.text.split('\n')[0]!;
    return `callout marker line "${markerLine}" would show as plain text: put a space between the marker (and its fold sign, - or +) and the title: [!${kind}] Title.`;
  }
  return `callout marker "${marker[0]}" would show as plain text: write [!${kind}] at the very start of the quote, without spaces or formatting.`;
}

/** Whether a block shows on the page: an HTML comment and a link's reference definition do not. */
const isPublished = (block: Blockquote['children'][number]) => block.type !== 'definition' && !(block.type === 'html' && /^<!--[\s\S]*-->$/.test(block.value.trim()));

/** A marker whose line a `---` or `===` under the text turned into a heading (a setext heading), shown as text in it. */
function markerInHeading(heading: Heading): string | null {
  const marker = /^\[!\s*(\w*)\s*\]/.exec(leadingText(heading.children[0])?.text ?? '');
  if (!marker) return null;
  return `callout marker "${marker[0]}" would show as text in a heading: the --- or === line right under its text makes that text a heading. Put a line with only > between them, or write the rule as ***.`;
}

/** A callout of one paragraph: nothing at all after its marker, or a folded one with a title and nothing to open onto. */
function emptyCallout(paragraph: Blockquote['children'][number], { kind, fold, length }: NonNullable<ReturnType<typeof readCalloutMarker>>): string | null {
  const [title = '', ...lines] = toString(paragraph).slice(length).split('\n');
  if (lines.join('').trim() !== '') return null;
  if (title.trim() === '') return `the callout [!${kind}] holds nothing but its marker: write its text on the lines after it, each starting with >.`;
  return fold === null ? null : `the folded callout [!${kind}] has a title and nothing to open onto: write its text on the lines after the title, each starting with >, or leave out the fold sign.`;
}

export const calloutMarkers = bodyRule({
  id: 'callout-markers',
  severity: 'error',
  beforeRender: true,
  summary:
    `A callout starts its quote with a known marker, written exactly: ${calloutList.replaceAll('[', '`> [').replaceAll(']', ']`')} (any case), ` +
    'then optionally a fold sign (`-` folded, `+` open) and a title on the same line (`> [!TIP]- Faster builds`); it holds text (a comment is none), a folded one text under its title, and no `---` under its first line turns that line into a heading.',
  check: ({ tree }) => findNodes(tree, 'blockquote', calloutProblem),
});
