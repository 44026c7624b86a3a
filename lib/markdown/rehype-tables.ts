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

const headerCellCount = (table: Element) => {
  let count = 0;
  visit(table, 'element', (node: Element) => {
    if (node.tagName === 'th') count++;
  });
  return count;
};

/**
 * Wraps tables in a keyboard-focusable, labelled region that scrolls sideways when the table is
 * wider than the column, inside a frame whose edges fade while there is more to scroll to
 * (styles/prose.css). Two-column tables (a name and what it does, as in the API references) are
 * marked to stack their cells on phones instead of scrolling.
 */
export function rehypeTables() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'table' || !parent || index === undefined) return;
      if (headerCellCount(node) === 2) node.properties.className = ['stack-on-phone'];
      const region: Element = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['table-scroll'], tabIndex: 0, dataScrollRegion: '', role: 'region', ariaLabel: tableLabel(node) },
        children: [node],
      };
      parent.children[index] = { type: 'element', tagName: 'div', properties: { className: ['table-frame'] }, children: [region] };
      return 'skip';
    });
  };
}
