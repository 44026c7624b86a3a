import type { Element, Root } from 'hast';
import { LAYOUT_IDS } from '../navigation/layout-ids';
import { idsIn, uniqueId } from './unique-ids';
import { visit } from './visit';

const layoutIds = new Set<string>(Object.values(LAYOUT_IDS));

/** What rehype-slug makes of a heading with no letters or digits (`## 🎉`, `## !!!`): an empty id, then `-1`, `-2`. */
const NAMELESS = /^(-\d+)?$/;

/**
 * After rehype-slug: a heading whose id is one the layout gives its own elements (`## Main content`)
 * gets the next free one (`main-content-1`), and a heading whose text gives no id gets `section`,
 * `section-1`…, so every contents entry and `#` link leads to its heading.
 */
export function rehypeHeadingIds() {
  return (tree: Root) => {
    const taken = new Set([...idsIn(tree), ...layoutIds]);
    visit(tree, 'element', (node: Element) => {
      const id = node.properties.id;
      if (!/^h[1-6]$/.test(node.tagName) || typeof id !== 'string') return;
      if (NAMELESS.test(id)) node.properties.id = uniqueId(taken, 'section');
      else if (layoutIds.has(id)) node.properties.id = uniqueId(taken, id);
    });
  };
}
