import { contentLimits } from '../../site-config';
import { bytesRule } from './rule';

/** What opens a list item or a quote at the start of a line. */
const OPENER = /^(?:[ \t]*(?:>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$)))+/;

/**
 * How deep one line nests lists and quotes, read from the raw text before the parser sees it:
 * every `>` and list marker it opens with, and for a list item its indentation (a nested item is
 * indented at least two columns more than its parent). The parser's time grows much faster than
 * that depth (a few thousand markers on one line take it seconds to minutes), so the line is
 * refused before it is parsed.
 */
function depthOf(line: string): number {
  const prefix = OPENER.exec(line)?.[0];
  if (!prefix) return 0;
  const markers = (prefix.match(/>|[-*+]|\d{1,9}[.)]/g) ?? []).length;
  const indentation = /^[ \t]*/.exec(prefix)![0].replace(/\t/g, '    ').length;
  return markers + Math.floor(indentation / 2);
}

export const lineNesting = bytesRule({
  id: 'line-nesting',
  severity: 'error',
  summary: `No line opens lists and quotes more than ${contentLimits.nestingDepth} deep (counting its \`>\`, its list markers and its indentation).`,
  check(_bytes, text) {
    const lines = text.split('\n');
    const index = lines.findIndex((line) => depthOf(line) > contentLimits.nestingDepth);
    if (index === -1) return null;
    return { line: index + 1, message: `this line nests lists or quotes ${depthOf(lines[index]!)} deep, more than ${contentLimits.nestingDepth}: flatten them (no reader follows that many levels).` };
  },
});
