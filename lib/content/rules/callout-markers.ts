import type { Blockquote, PhrasingContent } from 'mdast';
import { calloutKinds } from '../../markdown/remark-callouts';
import { findNodes } from './find-nodes';
import type { BodyRule } from './rule';

const calloutList = Object.keys(calloutKinds).map((kind) => `[!${kind}]`).join(', ');

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
  if (paragraph?.type !== 'paragraph') return null;
  const lead = leadingText(paragraph.children[0]);
  const marker = lead && /^\[!\s*(\w*)\s*\]/.exec(lead.text);
  if (!lead || !marker) return null;
  const kind = marker[1]!;
  if (!(kind.toUpperCase() in calloutKinds)) return `unknown callout "${marker[0]}": use one of ${calloutList}.`;
  if (lead.plain && marker[0] === `[!${kind}]`) return null;
  return `callout marker "${marker[0]}" would show as plain text: write [!${kind.toUpperCase()}] at the very start of the quote, without spaces or formatting.`;
}

export const calloutMarkers: BodyRule = {
  id: 'callout-markers',
  severity: 'error',
  looksAt: 'body',
  beforeRender: true,
  summary: `A callout starts its quote with a known marker, written exactly: ${calloutList.replaceAll('[', '`> [').replaceAll(']', ']`')}.`,
  check: ({ tree }) => findNodes(tree, 'blockquote', calloutProblem),
};
