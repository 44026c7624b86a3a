import type { Text } from 'mdast';
import { bodyRule, findNodes } from './rule';

// A full reference `[text][label]` whose label has no definition is left as text by the parser.
const UNDEFINED_REFERENCE = /\[[^\]\n]+\]\[[^\]\n]+\]/;

export const referenceDefinitions = bodyRule({
  id: 'reference-definitions',
  severity: 'error',
  beforeRender: true,
  summary: 'A reference link (`[text][label]`) has its definition (`[label]: /path`).',
  check: ({ tree }) =>
    findNodes<Text>(tree, 'text', (node) => {
      const reference = UNDEFINED_REFERENCE.exec(node.value);
      return reference
        ? `reference link "${reference[0]}" has no definition, so it shows as plain text: add a line such as \`[label]: /path\` or write the link inline.`
        : null;
    }),
});
