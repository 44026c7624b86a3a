import type { Blockquote, Root } from 'mdast';
import { visit } from 'unist-util-visit';

/** The GitHub alert kinds writers can type as `> [!NOTE]`. */
export const calloutKinds = { NOTE: 'Note', TIP: 'Tip', WARNING: 'Warning' } as const;
type CalloutKind = keyof typeof calloutKinds;

const MARKER = /^\[!(\w+)\][ \t]*\n?/;
const TITLE_CLASS = 'callout-title';

/** The label paragraph ("Note") this step adds: not part of what the writer wrote. */
export function isCalloutTitle(node: { type: string; data?: { hProperties?: { className?: unknown } } }): boolean {
  const className = node.data?.hProperties?.className;
  return node.type === 'paragraph' && Array.isArray(className) && className.includes(TITLE_CLASS);
}

/**
 * Turns a GitHub-style alert blockquote into a styled callout:
 * `<div class="callout callout-note" role="note"><p class="callout-title">Note</p>…</div>`.
 */
export function remarkCallouts() {
  return (tree: Root) => {
    visit(tree, 'blockquote', (node: Blockquote) => {
      const firstParagraph = node.children[0];
      if (firstParagraph?.type !== 'paragraph') return;
      const firstText = firstParagraph.children[0];
      if (firstText?.type !== 'text') return;
      const match = MARKER.exec(firstText.value);
      if (!match) return;
      const kind = match[1]!.toUpperCase();
      // The content check's callout-markers rule stops an unknown kind before any page is rendered.
      if (!(kind in calloutKinds)) return;
      firstText.value = firstText.value.slice(match[0].length);
      if (firstText.value === '') {
        firstParagraph.children.shift();
        const next = firstParagraph.children[0];
        if (next?.type === 'break') firstParagraph.children.shift();
        // `> [!NOTE]` alone on its line, then a blank `>` line or a list: drop the empty <p>.
        if (firstParagraph.children.length === 0) node.children.shift();
      }
      const label = calloutKinds[kind as CalloutKind];
      node.data = {
        hName: 'div',
        hProperties: { className: ['callout', `callout-${kind.toLowerCase()}`], role: 'note' },
      };
      node.children.unshift({
        type: 'paragraph',
        data: { hProperties: { className: [TITLE_CLASS] } },
        children: [{ type: 'text', value: label }],
      });
    });
  };
}
