import { hasColumns, normalHeader } from './table-cells';

/**
 * The one shape of a command reference table, which the renderer (rehype-command-tables.ts) and
 * the writer rule (command-tables) both recognise: its header is exactly these four columns, each
 * row one command with its permission node (or `none`), who holds that permission by default, and
 * what the command does.
 */
export const commandTableColumns = ['Command', 'Permission', 'Default holder', 'What it does'] as const;

/** What the Permission column says of a command that checks no permission. */
export const noPermission = 'none';

export const isCommandTableHeader = (headers: readonly string[]) => hasColumns(headers, commandTableColumns);

/**
 * A table of commands in another shape (its first column the commands, `Command` or `/sokol …`, and
 * a column of permissions), which the rule asks to be written in the one shape. A table of options
 * that names each option's permission is no command table.
 */
export const isOtherCommandTable = (headers: readonly string[]) =>
  /^(command|\/)/.test(normalHeader(headers[0] ?? '')) && headers.some((header) => normalHeader(header).startsWith('permission'));

/** `/sokol give <targets> [amount]` → `sokol give`: the command's words before its first argument or flag. */
export function commandName(command: string): string {
  const words = command.trim().replace(/^\//, '').split(/\s+/);
  const end = words.findIndex((word) => /^[<[{(\-|]/.test(word));
  return words.slice(0, end === -1 ? undefined : end).join(' ');
}

/** The row's id: `/sokol holding freeze [enable]` → `command-sokol-holding-freeze`, stable while the command keeps its name. */
export const commandAnchor = (command: string) => `command-${commandName(command).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;
