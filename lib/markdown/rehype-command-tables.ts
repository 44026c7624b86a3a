import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from './visit';
import { siteConfig } from '../site-config';
import { commandAnchor, isCommandTableHeader } from './command-table';

const elementsOf = (node: Element, tagName: string): Element[] => {
  const found: Element[] = [];
  visit(node, 'element', (child: Element) => {
    if (child.tagName === tagName) found.push(child);
  });
  return found;
};

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
      if (table.tagName !== 'table' || !isCommandTableHeader(elementsOf(table, 'th').map((cell) => toString(cell)))) return;
      table.properties.className = ['command-table'];
      for (const row of elementsOf(table, 'tr')) {
        const [commandCell, permissionCell] = cellsOf(row);
        if (!commandCell || !permissionCell) continue;
        const command = toString(commandCell).trim();
        const id = commandAnchor(command);
        row.properties.id = id;
        permissionCell.properties.dataPagefindWeight = siteConfig.search.weights.tableKey;
        const link: Element = { type: 'element', tagName: 'a', properties: { href: `#${id}`, className: ['command-link'] }, children: commandCell.children };
        const copy: ElementContent = {
          type: 'element',
          tagName: 'button',
          properties: { type: 'button', className: ['copy-button', 'js-only'], dataCopyCode: '', dataPagefindIgnore: '', ariaLabel: `Copy the command ${command}` },
          children: [{ type: 'text', value: 'Copy' }],
        };
        commandCell.children = [link, copy];
      }
      return 'skip';
    });
  };
}
