import type { Heading, Link, LinkReference, Nodes } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { bodyRule, findNodes } from './rule';

/** Whether a node gives a reader no words: no text, code or image alt text (an HTML comment in it is published as nothing). */
const isEmpty = (node: Nodes) => toString(node, { includeHtml: false }).trim() === '';

/** An empty heading is an empty entry of "On this page" and an anchor link named nothing; an empty link is announced as "link" alone. */
export const linkAndHeadingText = bodyRule({
  id: 'link-and-heading-text',
  severity: 'error',
  beforeRender: false,
  summary: 'Every heading and every link has words (`## Setup`, `[the FAQ](/glossa/faq)`): an empty one is published as a heading or link a screen reader can only call "heading" or "link".',
  check: ({ tree }) => [
    ...findNodes<Heading>(tree, 'heading', (heading) =>
      isEmpty(heading) ? `this heading has no words: it would be an empty heading, an empty entry of "On this page" and a link named nothing. Write its words after the ${'#'.repeat(heading.depth)}, or delete the line.` : null,
    ),
    ...findNodes<Link | LinkReference>(tree, ['link', 'linkReference'], (link) => {
      if (!isEmpty(link)) return null;
      const target = link.type === 'link' ? link.url : `[${link.identifier}]`;
      return `link "${target.slice(0, 80)}" has no words: a screen reader announces it as "link" and nothing more, and a reader sees nothing to click. Write where it leads between the brackets: [the FAQ](${target.slice(0, 40)}).`;
    }),
  ],
});
