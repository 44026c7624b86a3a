/**
 * A settings file and its reference: a HOCON fence titled with a `.conf` file
 * (```` ```hocon title="plugins/Sokol/settings.conf" ````) followed in its section by a table of
 * its keys. The table has one shape, which the writer rule (config-tables) and the renderer
 * (remark-config-links.ts) both recognise: each row one key of the file, written as code with its
 * dotted path, its value in the file as saved, the value the code uses when the key is left out,
 * and what it does. The fence shows the file as the plugin saves it, so the two can be held to
 * each other.
 */
import type { Code, InlineCode, Root, Table, TableRow } from 'mdast';
import { visit } from './visit';
import { codeMetaAttribute } from './code-meta';
import { type HoconKey, hoconKeys } from './hocon-keys';
import { hasColumns, headerTexts, normalHeader, onlyInlineCode } from './table-cells';

export const settingsTableColumns = ['Key', 'In the saved file', 'When left out', 'What it does'] as const;

/** What the "In the saved file" column says of a key the code reads but the saved file does not write. */
export const notInFile = 'not in the file';


export interface SettingsRow {
  row: TableRow;
  /** The Key cell's code, when the cell is that alone. */
  key: InlineCode | null;
  /** The "In the saved file" cell. */
  saved: TableRow['children'][number] | undefined;
}

export interface ConfigReference {
  block: Code;
  /** The fence's title, `plugins/Sokol/settings.conf`. */
  file: string;
  /** The table right after it whose first column is Key, in whatever shape. */
  table: Table;
  /** Whether that table has the one shape. */
  shaped: boolean;
  /** The file's keys, lines counted from the fence's first line of code. */
  keys: HoconKey[];
  rows: SettingsRow[];
}

/** The titled `.conf` fence of a HOCON file, or null: its title names the file, and nothing after it (`(excerpt)`). */
function settingsFileTitle(code: Code): string | null {
  if (code.lang !== 'hocon') return null;
  const title = codeMetaAttribute(code.meta, 'title');
  return title !== null && /\.conf$/.test(title.trim()) ? title.trim() : null;
}

function rowsOf(table: Table): SettingsRow[] {
  return table.children.slice(1).map((row) => {
    const [keyCell, savedCell] = row.children;
    return { row, key: onlyInlineCode(keyCell), saved: savedCell };
  });
}

/** Every settings file of the page that a table of its keys follows, before the next heading or code block. */
export function configReferences(tree: Root): ConfigReference[] {
  const references: ConfigReference[] = [];
  visit(tree, 'code', (block: Code, index, parent) => {
    const file = settingsFileTitle(block);
    if (file === null || !parent || index === undefined) return;
    for (const next of parent.children.slice(index + 1)) {
      if (next.type === 'heading' || next.type === 'code') return;
      if (next.type !== 'table') continue;
      if (normalHeader(headerTexts(next)[0] ?? '') !== 'key') return;
      references.push({ block, file, table: next, shaped: hasColumns(headerTexts(next), settingsTableColumns), keys: hoconKeys(block.value), rows: rowsOf(next) });
      return;
    }
  });
  return references;
}

/** The body line of a line of the fence's code (1-based): the fence's own line comes first. */
export const bodyLineOf = (block: Code, line: number) => (block.position?.start.line ?? 0) + line;

/** The row a key of the file is documented by: its own row, or the row of an object holding it. */
export function rowCovering(path: string, rows: readonly SettingsRow[]): SettingsRow | undefined {
  return rows.find(({ key }) => key !== null && (path === key.value || path.startsWith(`${key.value}.`) || key.value.startsWith(`${path}.`)));
}
