import type { Code } from 'mdast';
import { visit } from 'unist-util-visit';
import type { BodyRule, Finding } from './rule';

const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;

/**
 * A code block whose closing fence is missing runs on through the page: the prose after it is
 * shown as code, and the next fence closes it, so the real code below turns into prose. The
 * writer sees a wrong page and no error. Two signs show it: a block that runs to the end of the
 * page (or of its list item or quote), and a line inside a block that opens a new one with a
 * language (```kotlin), which can only mean the block above was never closed.
 */
function unclosedFence(body: string, code: Code): Finding | null {
  const start = code.position?.start;
  const end = code.position?.end;
  if (start?.offset === undefined || end?.offset === undefined) return null;
  const lines = body.slice(start.offset, end.offset).split('\n');
  const opening = FENCE.exec(lines[0]!);
  if (!opening) return null; // an indented code block has no fence
  const marker = opening[1]!;
  // A fence line as it stands inside the block, its list indentation or quote markers taken off.
  const fenceIn = (line: string) => {
    const fence = FENCE.exec(line.replace(/^[ \t]*(?:>[ \t]?)*/, ''));
    return fence && fence[1]![0] === marker[0] && fence[1]!.length >= marker.length ? { info: fence[2]!.trim() } : null;
  };
  const innerOpening = lines.slice(1).findIndex((line) => (fenceIn(line)?.info ?? '') !== '');
  const message = (where: string) =>
    `the code block opened here (${marker}${code.lang ?? ''}) is never closed: ${where}. Add a line with only ${marker} where its code ends.`;
  if (innerOpening !== -1) {
    return { line: start.line, column: start.column, message: message(`${innerOpening + 1} lines below, ${lines[innerOpening + 1]!.trim()} opens another block inside it`) };
  }
  const closed = lines.length > 1 && fenceIn(lines[lines.length - 1]!)?.info === '';
  return closed ? null : { line: start.line, column: start.column, message: message('it runs to the end of the page, its list item or its quote') };
}

export const closedFences: BodyRule = {
  id: 'closed-fences',
  severity: 'error',
  looksAt: 'body',
  beforeRender: true,
  summary: 'Every fenced code block is closed by its own ``` line before the text (or the next block) that follows it.',
  check({ body, tree }) {
    const findings: Finding[] = [];
    visit(tree, 'code', (node: Code) => {
      const finding = unclosedFence(body, node);
      if (finding) findings.push(finding);
    });
    return findings;
  },
};
