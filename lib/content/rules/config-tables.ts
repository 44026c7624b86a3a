import type { Root, TableCell } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { bodyLineOf, type ConfigReference, configReferences, notInFile, rowCovering, settingsTableColumns } from '../../markdown/config-reference';
import { readHoconValue, sameHoconValue } from '../../markdown/hocon-keys';
import { onlyInlineCode } from '../../markdown/table-cells';
import { bodyRule, type Finding } from './rule';

const SHAPE = settingsTableColumns.join(', ');

const atCell = (cell: TableCell | undefined, fallbackLine: number, message: string): Finding => ({ line: cell?.position?.start.line ?? fallbackLine, column: cell?.position?.start.column ?? 1, message });

function referenceFindings({ block, file, table, shaped, keys, rows }: ConfigReference): Finding[] {
  const tableLine = table.position?.start.line ?? 1;
  if (!shaped) return [{ line: tableLine, column: 1, message: `the table of ${file}'s keys after it has the four columns ${SHAPE}, in that order.` }];
  const findings: Finding[] = [];
  const inFile = new Map(keys.map((key) => [key.path, key]));
  const listed = new Map<string, number>();
  for (const { row, key, saved } of rows) {
    const rowLine = row.position?.start.line ?? tableLine;
    if (key === null) {
      findings.push(atCell(row.children[0], rowLine, 'write the key as code, its dotted path in the file, such as `debug_draw.radius`.'));
      continue;
    }
    const path = key.value;
    const first = listed.get(path);
    if (first !== undefined) {
      findings.push(atCell(row.children[0], rowLine, `\`${path}\` is listed twice (first ${rowLine - first === 1 ? 'on the line above' : `${rowLine - first} lines above`}): keep one row for it.`));
      continue;
    }
    listed.set(path, rowLine);
    const written = inFile.get(path);
    const savedText = saved ? toString(saved).trim() : '';
    if (savedText === notInFile) {
      if (written) {
        const blockLine = bodyLineOf(block, written.line);
        findings.push(atCell(saved, rowLine, `the table says \`${path}\` is ${notInFile}, but ${file} writes it (${rowLine - blockLine} lines above): give its value here.`));
        findings.push({ line: blockLine, column: 1, message: `\`${path}\` is written here, but the table below says it is ${notInFile} (${rowLine - blockLine} lines below): take it out, or give its value in the table.` });
      }
      continue;
    }
    if (!written) {
      findings.push(atCell(row.children[0], rowLine, `\`${path}\` is not in ${file} above: add it to the file, or write "${notInFile}" in its In the saved file column.`));
      continue;
    }
    const savedCode = onlyInlineCode(saved)?.value ?? null;
    const tableValue = savedCode === null ? null : readHoconValue(savedCode);
    if (tableValue !== null && !sameHoconValue(tableValue, written.value)) {
      const blockLine = bodyLineOf(block, written.line);
      const fileText = typeof written.value === 'string' ? written.value : 'another value';
      findings.push(atCell(saved, rowLine, `\`${path}\` is \`${savedCode}\` here but \`${fileText}\` in ${file} (${rowLine - blockLine} lines above): make them agree.`));
      findings.push({ line: blockLine, column: 1, message: `\`${path}\` is \`${fileText}\` here but \`${savedCode}\` in the table below (${rowLine - blockLine} lines below): make them agree.` });
    }
  }
  for (const key of keys) {
    if (!rowCovering(key.path, rows)) findings.push({ line: bodyLineOf(block, key.line), column: 1, message: `\`${key.path}\` has no row in the table of ${file}'s keys below: add one, or take it out of the file.` });
  }
  return findings;
}

export const configTables = bodyRule({
  id: 'config-tables',
  severity: 'error',
  // The renderer adds each row's link to its line (remark-config-links.ts): the rule reads the rows as written.
  beforeRender: true,
  summary: `A HOCON block titled with its \`.conf\` file and the table of its keys after it (columns ${SHAPE}) agree: every key of the file has a row (its own, or its object's), every row's key is in the file (or says "${notInFile}"), and a value written as code in the In the saved file column is the file's.`,
  check: ({ tree }: { tree: Root }) => configReferences(tree).flatMap(referenceFindings),
});
