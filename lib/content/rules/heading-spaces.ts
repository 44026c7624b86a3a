import type { Paragraph } from 'mdast';
import { codePoint } from './control-characters';
import { bodyRule, type Finding, findingsAt, inContainer, sourceLines } from './rule';

/** `#` marks and then a space that is no plain space (a no-break space, an em space…): it reads as a heading and is not one. */
const LOOKALIKE_SPACE = /^#{1,6}[\p{Zs}\u200B](?<![ ])/u;
/** A full-width or small number sign (＃, ﹟) where a heading's # would be. */
const LOOKALIKE_SIGN = /^[\uFF03\uFE5F]{1,6}\s/u;

/** What makes `line` look like a heading it is not, or null. */
function lookalike(line: string): string | null {
  const space = LOOKALIKE_SPACE.exec(line)?.[0].at(-1);
  if (space !== undefined) return `the line starts with # and then ${codePoint(space)}, a space that is not a plain one, so it is published as text that looks like a heading: type a plain space after the #s (and start sections with "## ").`;
  const sign = LOOKALIKE_SIGN.exec(line)?.[0][0];
  if (sign !== undefined) return `the line starts with ${codePoint(sign)}, a number sign that is not #, so it is published as text that looks like a heading: type # (and start sections with "## ").`;
  return null;
}

/**
 * Every line of a paragraph is looked at, not only its first: a look-alike line right under text
 * continues the paragraph on the page, and stands on a line of its own in the `.md` copy, where
 * an assistant reads it as a heading (a fake page start in llms-full.txt).
 */
export const headingSpaces = bodyRule({
  id: 'heading-spaces',
  severity: 'error',
  beforeRender: true,
  summary: 'A heading is `#` marks and a plain space: after another kind of space (a no-break space), or with a full-width ＃, the line reads as a heading and is published as text.',
  check: ({ body, tree }) =>
    findingsAt<Paragraph>(tree, 'paragraph', (node) =>
      sourceLines(body, node).flatMap((line, index): Finding[] => {
        const message = lookalike((index === 0 ? line : inContainer(line)).replace(/^ {0,3}/, ''));
        return message === null ? [] : [{ line: node.position!.start.line + index, column: 1, message }];
      }),
    ),
});
