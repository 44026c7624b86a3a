import type { Paragraph, Table } from 'mdast';
import { bodyRule, type Finding, findingsAt, inContainer, sourceLines } from './rule';

const isRow = (line: string) => line.startsWith('|');
const DELIMITER_ROW = /^\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?$/;
/**
 * A row's cells, as GFM splits them: at every pipe a backslash does not escape (`\\|` is an escaped
 * backslash, then a pipe that splits), the outer ones only closing the row.
 */
function cellCount(row: string): number {
  const inner = row.replace(/^\|/, '');
  let cells = 1;
  for (let at = 0; at < inner.length; at++) {
    if (inner[at] === '\\') at++;
    else if (inner[at] === '|' && at < inner.length - 1) cells++;
  }
  return cells;
}

/** A header row written without the outer pipes (`Name | Value`), which GFM also reads, above a delimiter row. */
const isBareHeader = (line: string, next: string) => line.includes('|') && next.includes('|') && DELIMITER_ROW.test(next);

/**
 * Lines that start with `|` but make no table show as one paragraph of text full of pipes: GFM
 * makes a table only when the header row is followed by a delimiter row with as many cells. The
 * writer sees a broken page and no error.
 */
function tableNotMade(body: string, paragraph: Paragraph): Finding[] {
  const lines = sourceLines(body, paragraph).map((line) => inContainer(line).trim());
  const header = lines.findIndex((line, index) => (isRow(line) && isRow(lines[index + 1] ?? '')) || isBareHeader(line, lines[index + 1] ?? ''));
  if (header === -1) return [];
  const [headerRow, next] = [lines[header]!, lines[header + 1]!];
  const line = paragraph.position!.start.line + header;
  const cells = cellCount(headerRow);
  const shape = `one \`---\` cell per column, such as \`|${' --- |'.repeat(cells)}\``;
  if (DELIMITER_ROW.test(next)) {
    return [{ line: line + 1, column: 1, message: `this table's header row has ${cells} cells but the delimiter row under it has ${cellCount(next)}, so no table is made and its rows show as text: give the delimiter row ${shape}.` }];
  }
  return [{ line, column: 1, message: `these lines look like a table, but the line under the header row is no delimiter row, so no table is made and they show as text: add one under it with ${shape}, or escape the first \`|\` as \`\\|\`.` }];
}

/** GFM drops a row's cells past the header's count without a word: a `|` in inline code splits a cell too. */
function cellsDropped(body: string, table: Table): Finding[] {
  const rowText = (row: Table['children'][number]) => inContainer(sourceLines(body, row).join('\n')).trim();
  const [header, ...rows] = table.children;
  if (!header) return [];
  const columns = cellCount(rowText(header));
  return rows.flatMap((row) => {
    const cells = cellCount(rowText(row));
    if (cells <= columns) return [];
    return [{ line: row.position?.start.line, column: 1, message: `this row has ${cells} cells but the table has ${columns} columns, so the cells past column ${columns} are dropped from the page: a \`|\` inside a cell, code included, is written \`\\|\`.` }];
  });
}

export const tableRows = bodyRule({
  id: 'table-rows',
  severity: 'error',
  beforeRender: true,
  summary: 'Lines that start with a pipe make a table: the header row is followed by a delimiter row with one `---` cell per column, and no row has more cells than the header (a `|` in a cell, code included, is `\\|`).',
  check: ({ body, tree }) => [...findingsAt<Paragraph>(tree, 'paragraph', (node) => tableNotMade(body, node)), ...findingsAt<Table>(tree, 'table', (node) => cellsDropped(body, node))],
});
