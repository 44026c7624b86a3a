import type { Parent, PhrasingContent } from 'mdast';
import { bodyRule, findingsAt, at } from './rule';

// A reference `[text][label]` or `[text][]` (its text may run over lines) or a footnote `[^label]`
// whose label has no definition is left as text by the parser.
const UNDEFINED_REFERENCE = /\[[^\]]+\]\[[^\]\n]*\]|\[\^[^\]\s]+\]/g;

/** The words of a block as a reader sees them, emphasis included (`[a][*b*]` is one reference), code and links as gaps. */
function plainText(nodes: readonly PhrasingContent[]): string {
  return nodes.map((node) => (node.type === 'text' ? node.value : node.type === 'emphasis' || node.type === 'strong' || node.type === 'delete' ? plainText(node.children) : '\u0000')).join('');
}

export const referenceDefinitions = bodyRule({
  id: 'reference-definitions',
  severity: 'error',
  beforeRender: true,
  summary: 'A reference link (`[text][label]`, `[text][]`) has its definition (`[label]: /path`), and a footnote (`[^1]`) its note (`[^1]: …`).',
  check: ({ tree }) =>
    findingsAt<Parent>(tree, ['paragraph', 'heading', 'tableCell'], (block) =>
      [...plainText(block.children as PhrasingContent[]).matchAll(UNDEFINED_REFERENCE)].map(([reference]) =>
        at(block, reference.startsWith('[^') ? `footnote "${reference.slice(0, 80)}" has no note, so it shows as plain text: add a line such as \`${reference.slice(0, 80)}: The note.\` at the end of the page.` : `reference link "${reference.replace(/\s+/g, ' ').slice(0, 80)}" has no definition, so it shows as plain text: add a line such as \`[label]: /path\` or write the link inline.`),
      ),
    ),
});
