/**
 * What the reference tables of one fixed shape (commands, settings) read from a table: whether its
 * header is that shape, and a cell that holds one inline code and nothing else.
 */
import type { InlineCode, Table, TableCell } from 'mdast';
import { toString } from 'mdast-util-to-string';

/** The text of each cell of the table's header row. */
export const headerTexts = (table: Table) => (table.children[0]?.children ?? []).map((cell) => toString(cell));

/** Header text as compared: case and surrounding spaces aside. */
export const normalHeader = (text: string) => text.trim().toLowerCase();

/** Whether the header names exactly `columns`, in that order. */
export const hasColumns = (headers: readonly string[], columns: readonly string[]) =>
  headers.length === columns.length && headers.every((header, index) => normalHeader(header) === normalHeader(columns[index]!));

/** The cell's one inline code, when that is all it holds (spaces aside). */
export function onlyInlineCode(cell: TableCell | undefined): InlineCode | null {
  const content = cell?.children.filter((child) => !(child.type === 'text' && child.value.trim() === '')) ?? [];
  return content.length === 1 && content[0]!.type === 'inlineCode' ? content[0] : null;
}
