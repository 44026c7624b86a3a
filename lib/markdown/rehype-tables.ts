import type { Element, Parent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from './visit';
import { elementsIn, h } from './hast-elements';

const HEADINGS = new Set(['h2', 'h3', 'h4']);
// Tables of up to this many columns (a name and what it does; a key, its value and what it means)
// stack their cells on phones instead of scrolling sideways (styles/prose.css).
const MOST_STACKED_COLUMNS = 3;

const headerTexts = (table: Element): string[] => elementsIn(table, 'th').map((cell) => toString(cell).trim());

/**
 * In a stacked three-column table each cell after the first carries its column's name, which the
 * phone layout shows before it: without the header row, "true" alone does not say it is the default.
 */
function labelCells(table: Element, headers: string[]) {
  for (const row of elementsIn(table, 'tr')) {
    row.children
      .filter((cell): cell is Element => cell.type === 'element' && cell.tagName === 'td')
      .forEach((cell, column) => {
        if (column > 0 && headers[column]) cell.properties.dataLabel = headers[column];
      });
  }
}

/**
 * Region names must differ on a page (two landmarks of one name cannot be told apart): a table is
 * named after its header cells, then after the section it is in where that repeats, then numbered.
 */
function uniqueLabels(tables: { headers: string[]; section: string }[]): string[] {
  const byHeaders = tables.map(({ headers }) => (headers.some(Boolean) ? `Table: ${headers.filter(Boolean).join(', ')}` : 'Table'));
  const repeated = (labels: string[], label: string) => labels.indexOf(label) !== labels.lastIndexOf(label);
  const withSection = tables.map(({ section }, index) => {
    const label = byHeaders[index] ?? '';
    return repeated(byHeaders, label) && section ? `${label} (${section})` : label;
  });
  return withSection.map((label, index) => {
    return repeated(withSection, label) ? `${label} ${withSection.slice(0, index + 1).filter((other) => other === label).length}` : label;
  });
}

/**
 * Wraps tables in a keyboard-focusable, labelled region that scrolls sideways when the table is
 * wider than the column, inside a frame whose edges fade while there is more to scroll to
 * (styles/prose.css). Tables of two or three columns are marked to stack their cells on phones.
 */
export function rehypeTables() {
  return (tree: Root) => {
    const found: { table: Element; headers: string[]; section: string; parent: Parent; index: number }[] = [];
    let section = '';
    visit(tree, 'element', (node: Element, index, parent) => {
      if (HEADINGS.has(node.tagName)) section = toString(node).trim();
      if (node.tagName !== 'table' || !parent || index === undefined) return;
      found.push({ table: node, headers: headerTexts(node), section, parent, index });
      return 'skip';
    });
    const labels = uniqueLabels(found);
    found.forEach(({ table, headers, parent, index }, position) => {
      if (headers.length >= 2 && headers.length <= MOST_STACKED_COLUMNS) table.properties.className = ['stack-on-phone'];
      if (headers.length === MOST_STACKED_COLUMNS) labelCells(table, headers);
      const properties = { className: ['table-scroll'], tabIndex: 0, dataScrollRegion: '', role: 'region', ariaLabel: labels[position] };
      const region = h('div', properties, [table]);
      parent.children[index] = h('div', { className: ['table-frame'] }, [region]);
    });
  };
}
