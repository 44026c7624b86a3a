import type { Element, Parent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from './visit';
import { elementsIn, h } from './hast-elements';

const HEADINGS = new Set(['h2', 'h3', 'h4']);
// Tables of up to this many columns (a name and what it does; a key, its values and what it means;
// a field, its type, default and whether it is required) stack their cells on phones instead of
// scrolling sideways (styles/prose.css).
const MOST_STACKED_COLUMNS = 4;

const headerTexts = (table: Element): string[] => elementsIn(table, 'th').map((cell) => toString(cell).trim());

/** A row's data cells, left to right. */
const dataCells = (row: Element) => row.children.filter((cell): cell is Element => cell.type === 'element' && cell.tagName === 'td');

/**
 * In a stacked table of three or more columns each cell after the first carries its column's name, which the
 * phone layout shows before it: without the header row, "true" alone does not say it is the default.
 */
function labelCells(table: Element, headers: string[]) {
  for (const row of elementsIn(table, 'tr')) {
    dataCells(row).forEach((cell, column) => {
      if (column > 0 && headers[column]) cell.properties.dataLabel = headers[column];
    });
  }
}

/** Cells this short (`yes`, `none`, `4.0`, `decimal`) need no more room than their text. */
const SHORT_CELL_CHARACTERS = 12;
/** The widest table whose columns styles/prose.css can size by number (`td:nth-child(n)`). */
const MOST_SIZED_COLUMNS = 8;

/**
 * Which columns of the table get room and which need none (styles/prose.css): the column after the
 * first with the most text on average explains (a readable minimum width, as the first column has),
 * and columns of short values only shrink to their text. Marked on the table, not on every cell.
 */
function sizeColumns(table: Element, columns: number) {
  if (columns < 2 || columns > MOST_SIZED_COLUMNS) return;
  const texts: string[][] = Array.from({ length: columns }, () => []);
  for (const row of elementsIn(table, 'tr')) {
    dataCells(row).forEach((cell, column) => texts[column]?.push(toString(cell).trim()));
  }
  const averages = texts.map((cells) => (cells.length === 0 ? 0 : cells.reduce((sum, text) => sum + text.length, 0) / cells.length));
  const explains = averages.reduce((best, average, column) => (column > 0 && average > averages[best]! ? column : best), 1);
  const short = texts.flatMap((cells, column) => (column !== explains && cells.length > 0 && cells.every((text) => text.length <= SHORT_CELL_CHARACTERS) ? [column + 1] : []));
  table.properties.dataExplains = explains + 1;
  if (short.length > 0) table.properties.dataShort = short.join(' ');
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
 * (styles/prose.css). Tables of two to four columns are marked to stack their cells on phones.
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
      if (headers.length >= 3 && headers.length <= MOST_STACKED_COLUMNS) labelCells(table, headers);
      sizeColumns(table, headers.length);
      const properties = { className: ['table-scroll'], tabIndex: 0, dataScrollRegion: '', role: 'region', ariaLabel: labels[position] };
      const region = h('div', properties, [table]);
      parent.children[index] = h('div', { className: ['table-frame'] }, [region]);
    });
  };
}
