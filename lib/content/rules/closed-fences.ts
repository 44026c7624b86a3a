import type { Code } from 'mdast';
import { bodyRule, findNodes, inContainer, sourceLines } from './rule';

const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;
/** Languages in which no line starts with `#`: a Markdown heading in their code is prose swallowed by the block. */
const NO_HASH_LINES = new Set(['kotlin', 'kt', 'java', 'groovy', 'xml', 'json5', 'icu-message-format']);
const HEADING = /^#{1,6}[ \t]+\S/;

/**
 * A code block whose closing fence is missing runs on through the page: the prose after it is
 * shown as code, and the next fence closes it, so the real code below turns into prose. The
 * writer sees a wrong page and no error. Three signs show it: a block that runs to the end of the
 * page (or of its list item or quote), a line inside a block that opens a new one with a language
 * (```kotlin), and a Markdown heading inside code whose language has no line starting with `#`:
 * each can only mean the block was not closed where its code ended.
 */
function unclosedFence(body: string, code: Code): string | null {
  const lines = sourceLines(body, code);
  const opening = FENCE.exec(lines[0] ?? '');
  if (!opening) return null; // an indented code block has no fence
  const marker = opening[1]!;
  // A fence line as it stands inside the block, its list indentation or quote markers taken off.
  const fenceIn = (line: string) => {
    const fence = FENCE.exec(inContainer(line));
    return fence && fence[1]![0] === marker[0] && fence[1]!.length >= marker.length ? { info: fence[2]!.trim() } : null;
  };
  const innerOpening = lines.slice(1).findIndex((line) => (fenceIn(line)?.info ?? '') !== '');
  const message = (where: string) =>
    `the code block opened here (${marker}${code.lang ?? ''}) is never closed: ${where}. Add a line with only ${marker} where its code ends.`;
  const heading = NO_HASH_LINES.has(code.lang?.toLowerCase() ?? '') ? lines.findIndex((line, index) => index > 0 && HEADING.test(line.trim())) : -1;
  if (heading !== -1) return message(`${heading} lines below, the heading "${lines[heading]!.trim()}" is inside it`);
  if (innerOpening !== -1) return message(`${innerOpening + 1} lines below, ${lines[innerOpening + 1]!.trim()} opens another block inside it`);
  const closed = lines.length > 1 && fenceIn(lines[lines.length - 1]!)?.info === '';
  return closed ? null : message('it runs to the end of the page, its list item or its quote');
}

export const closedFences = bodyRule({
  id: 'closed-fences',
  severity: 'error',
  beforeRender: true,
  summary: 'Every fenced code block is closed by its own ``` line before the text (or the next block) that follows it.',
  check: ({ body, tree }) => findNodes<Code>(tree, 'code', (node) => unclosedFence(body, node)),
});
