import type { Paragraph } from 'mdast';
import { codePoint } from './control-characters';
import { bodyRule, findNodes } from './rule';

/** `#` marks and then a space that is no plain space (a no-break space, an em space…): it reads as a heading and is not one. */
const LOOKALIKE_HEADING = /^#{1,6}[\p{Zs}\u200B](?<![ ])/u;

export const headingSpaces = bodyRule({
  id: 'heading-spaces',
  severity: 'error',
  beforeRender: true,
  summary: 'A heading has a plain space after its `#` marks: after another kind of space (a no-break space) the line reads as a heading and is published as text.',
  check: ({ body, tree }) =>
    findNodes<Paragraph>(tree, 'paragraph', (node) => {
      const start = node.position?.start.offset;
      const end = start === undefined ? -1 : body.indexOf('\n', start);
      const line = start === undefined ? '' : body.slice(start, end === -1 ? undefined : end);
      const space = LOOKALIKE_HEADING.exec(line)?.[0].at(-1);
      if (space === undefined) return null;
      return `the line starts with # and then ${codePoint(space)}, a space that is not a plain one, so it is published as text that looks like a heading: type a plain space after the #s (and start sections with "## ").`;
    }),
});
