import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from './visit';
import { siteConfig } from '../site-config';
import { commandAnchor, isCommandTableHeader } from './command-table';
import { elementsIn, h } from './hast-elements';
import { copyButton } from './rehype-code-blocks';

const cellsOf = (row: Element) => row.children.filter((child): child is Element => child.type === 'element' && child.tagName === 'td');

/**
 * Command reference tables (lib/markdown/command-table.ts): each row gets a stable id named after
 * its command, the command becomes a link to its own row (to copy or share), and a Copy button
 * beside it copies the command through the code blocks' delegated listener (components/doc).
 * Without JavaScript the button is hidden and the command is plain, selectable text. The
 * permission node weighs in search like the command, so a search for either lands on the row.
 */
export function rehypeCommandTables() {
  return (tree: Root) => {
    visit(tree, 'element', (table: Element) => {
      if (table.tagName !== 'table' || !isCommandTableHeader(elementsIn(table, 'th').map((cell) => toString(cell)))) return;
      table.properties.className = ['command-table'];
      for (const row of elementsIn(table, 'tr')) {
        const [commandCell, permissionCell] = cellsOf(row);
        if (!commandCell || !permissionCell) continue;
        const command = toString(commandCell).trim();
        const id = commandAnchor(command);
        row.properties.id = id;
        permissionCell.properties.dataPagefindWeight = siteConfig.search.weights.tableKey;
        const link = h('a', { href: `#${id}`, className: ['command-link'] }, commandCell.children);
        commandCell.children = [link, copyButton(`Copy the command ${command}`)];
      }
      return 'skip';
    });
  };
}
