import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';

/** Names a table's region after its header cells, so several tables on a page stay distinguishable. */
function tableLabel(table: Element): string {
  const headers: string[] = [];
  visit(table, 'element', (node: Element) => {
    const text = node.tagName === 'th' ? toString(node).trim() : '';
    if (text) headers.push(text);
  });
  return headers.length > 0 ? `Table: ${headers.join(', ')}` : 'Table';
}

/** Wraps tables in a keyboard-focusable region that scrolls sideways on narrow screens. */
export function rehypeTables() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'table' || !parent || index === undefined) return;
      parent.children[index] = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['table-scroll'], tabIndex: 0, dataScrollRegion: '', role: 'region', ariaLabel: tableLabel(node) },
        children: [node],
      };
      return 'skip';
    });
  };
}
