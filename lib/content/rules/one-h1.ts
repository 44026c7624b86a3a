import type { Heading } from 'mdast';
import { bodyRule, findNodes } from './rule';

export const oneH1 = bodyRule({
  id: 'one-h1',
  severity: 'error',
  beforeRender: true,
  summary: "No `# ` heading in the body: the frontmatter title is the page's h1, sections start with `## `.",
  check: ({ tree }) =>
    findNodes<Heading>(tree, 'heading', (node) =>
      node.depth === 1 ? 'a "# " heading would be a second h1: the frontmatter title is the page\'s h1. Start sections with "## ".' : null,
    ),
});
