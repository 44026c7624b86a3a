import type { Heading } from 'mdast';
import { bodyRule, findNodes } from './rule';

const CUSTOM_ID = /\s*\{#[^}]*\}\s*$/;

export const noCustomHeadingIds = bodyRule({
  id: 'no-custom-heading-ids',
  severity: 'error',
  beforeRender: true,
  summary: "No custom heading ids (`## Setup {#setup}`): a heading's id comes from its words.",
  check: ({ tree }) =>
    findNodes<Heading>(tree, 'heading', (node) => {
      const last = node.children[node.children.length - 1];
      // A "# " heading is the one-h1 rule's.
      if (node.depth === 1 || last?.type !== 'text' || !CUSTOM_ID.test(last.value)) return null;
      return `custom heading ids ("${last.value.match(CUSTOM_ID)![0].trim()}") are not supported and would show as text: the id comes from the heading's words.`;
    }),
});
