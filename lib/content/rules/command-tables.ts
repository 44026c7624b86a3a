import type { Table, TableCell } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { type CommandPattern, commandPattern } from '../../libraries/command-permissions';
import { commandName, commandTableColumns, isCommandTableHeader, isOtherCommandTable, noPermission } from '../../markdown/command-table';
import { headerTexts, onlyInlineCode } from '../../markdown/table-cells';
import { at, bodyRule, type Finding, findingsAt } from './rule';

const SHAPE = commandTableColumns.join(', ');

/** The problems of one command table's rows; `seen` holds the commands and permissions of the page's tables so far, by line. */
function rowFindings(table: Table, pattern: CommandPattern | null, seen: Map<string, number>): Finding[] {
  const findings: Finding[] = [];
  const once = (cell: TableCell, key: string, what: string) => {
    const line = cell.position?.start.line ?? 1;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, line);
    // Body lines: the distance holds in the file too, which a line number of the body would not.
    else findings.push(at(cell, `${what} is listed twice (first ${line - first === 1 ? 'on the line above' : `${line - first} lines above`}): keep one row for it.`));
  };
  for (const row of table.children.slice(1)) {
    const [commandCell, permissionCell, holderCell] = row.children;
    if (!commandCell || !permissionCell || !holderCell) continue;
    const command = onlyInlineCode(commandCell);
    const root = pattern?.root ?? '/<plugin>';
    if (!command || !(command.value === root || command.value.startsWith(`${root} `))) {
      findings.push(at(commandCell, `the command is written as code starting with ${root}, such as \`${root} reload\`, its arguments after it.`));
    } else once(commandCell, `command ${commandName(command.value)}`, `the command /${commandName(command.value)}`);
    const permission = onlyInlineCode(permissionCell);
    if (permission) {
      if (pattern && !pattern.permission.test(permission.value)) {
        findings.push(at(permissionCell, `permission "${permission.value}" is outside this library's pattern ${pattern.permissionShape}: write the node the code checks, such as \`${pattern.permissionShape.replace('<key>', 'reload')}\`.`));
      } else once(permissionCell, `permission ${permission.value}`, `the permission ${permission.value}`);
    } else if (toString(permissionCell).trim() !== noPermission) {
      findings.push(at(permissionCell, `the permission is one node written as code, such as \`${pattern?.permissionShape ?? '<plugin>.command.<key>'}\`, or ${noPermission} for a command everyone may run.`));
    }
    if (toString(holderCell).trim() === '') findings.push(at(holderCell, 'say who holds the permission by default, such as operators or everyone.'));
  }
  return findings;
}

export const commandTables = bodyRule({
  id: 'command-tables',
  severity: 'error',
  beforeRender: false,
  summary: `Commands and permissions are listed in one table shape, with the columns ${SHAPE}: each command once, as code starting with the library's root command (\`/sokol give <targets>\`), and each permission once, in the library's pattern (\`sokol.command.<key>\`, from \`lib/libraries/command-permissions.ts\`) or \`${noPermission}\`.`,
  check: ({ file, tree }) => {
    const library = file.includes('/') ? file.split('/')[0]! : null;
    const pattern = library === null ? null : commandPattern(library);
    const seen = new Map<string, number>();
    return findingsAt<Table>(tree, 'table', (table) => {
      const headers = headerTexts(table);
      if (isCommandTableHeader(headers)) return pattern ? rowFindings(table, pattern, seen) : [at(table, "a command table belongs on a library's pages, whose pattern its permissions follow.")];
      return isOtherCommandTable(headers) ? [at(table, `a table of commands and permissions has the four columns ${SHAPE}, in that order.`)] : [];
    });
  },
});
