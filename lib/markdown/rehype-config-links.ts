import { slug } from 'github-slugger';
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from './visit';
import { type ConfigLines, configLineId } from './remark-config-links';
import { idsIn, uniqueId } from './unique-ids';
import { classesOf, elementsIn, h } from './hast-elements';

/** The highlighted token that writes a key's last segment on its line (`radius`, `"·"`). */
function keyToken(line: Element, segment: string): Element | undefined {
  const isKey = (token: Element) => classesOf(token).includes('property') && toString(token).trim().replace(/^"(.*)"$/, '$1') === segment;
  return elementsIn(line, 'span').find(isKey);
}

/**
 * The other half of remark-config-links.ts, once the code is highlighted: each line of a settings
 * file that writes a key with a row gets an id (`settingsconf-L12`, which the row's `line 12`
 * link lands on) and its key becomes a link to the row (the id of the row's key, which
 * rehype-symbol-anchors gave it, or one made from the key).
 */
export function rehypeConfigLinks() {
  return (tree: Root) => {
    const taken = idsIn(tree);
    const rowIds = new Map<string, string>();
    visit(tree, 'element', (node: Element) => {
      const key = node.properties.dataConfigKey;
      if (typeof key !== 'string') return;
      delete node.properties.dataConfigKey;
      if (typeof node.properties.id !== 'string') node.properties.id = uniqueId(taken, slug(key.slice(key.indexOf(':') + 1)) || 'key');
      rowIds.set(key, node.properties.id);
    });
    visit(tree, 'element', (code: Element) => {
      const file = code.properties.dataConfigFile;
      const written = code.properties.dataConfigLines;
      if (typeof file !== 'string' || typeof written !== 'string') return;
      delete code.properties.dataConfigFile;
      delete code.properties.dataConfigLines;
      const [index, fileId] = [file.slice(0, file.indexOf(':')), file.slice(file.indexOf(':') + 1)];
      const lines = code.children.filter((child): child is Element => child.type === 'element' && classesOf(child).includes('code-line'));
      for (const [number, key] of JSON.parse(written) as ConfigLines) {
        const line = lines[number - 1];
        const rowId = rowIds.get(`${index}:${key}`);
        if (!line || !rowId) continue;
        line.properties.id = configLineId(fileId, number);
        const token = keyToken(line, key.split('.').at(-1)!);
        if (token) token.children = [h('a', { href: `#${rowId}`, className: ['config-key-link'], ariaLabel: `${key}: its row in the table` }, token.children)];
      }
    });
  };
}
