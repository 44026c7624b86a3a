import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

/** Wraps tables in a keyboard-focusable region that scrolls sideways on narrow screens. */
export function rehypeTables() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'table' || !parent || index === undefined) return;
      parent.children[index] = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['table-scroll'], tabIndex: 0, role: 'region', ariaLabel: 'Table' },
        children: [node],
      };
      return 'skip';
    });
  };
}
