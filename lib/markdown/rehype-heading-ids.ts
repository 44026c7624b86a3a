import type { Element, Root } from 'hast';
import { LAYOUT_IDS } from '../navigation/layout-ids';
import { idsIn, uniqueId } from './unique-ids';
import { SKIP, visit } from './visit';

const layoutIds = new Set<string>(Object.values(LAYOUT_IDS));

/** What rehype-slug makes of a heading with no letters or digits (`## 🎉`, `## !!!`): an empty id, then `-1`, `-2`. */
const NAMELESS = /^(-\d+)?$/;

const isHeading = (node: Element) => /^h[1-6]$/.test(node.tagName);

/**
 * After rehype-slug: a writer's heading whose id is one the layout or the render gives its own
 * elements (`## Main content`, `### Diagram 1 arrowhead`, `## Footnote label`) gets the next free
 * one (`main-content-1`), and a heading whose text gives no id gets `section`, `section-1`…, so
 * every contents entry and `#` link leads to its heading and nothing else loses its id.
 */
export function rehypeHeadingIds() {
  return (tree: Root) => {
    const renderIds = new Set(layoutIds);
    // Every id the page has, headings' included, which a renamed heading's new id must not take.
    const taken = new Set(layoutIds);
    const headings: Element[] = [];
    visit(tree, 'element', (node: Element) => {
      // The footnotes' section is the render's, its heading included.
      if (node.properties.dataFootnotes !== undefined) {
        for (const id of idsIn({ type: 'root', children: [node] })) {
          renderIds.add(id);
          taken.add(id);
        }
        return SKIP;
      }
      const id = node.properties.id;
      if (typeof id === 'string') taken.add(id);
      if (isHeading(node)) headings.push(node);
      else if (typeof id === 'string') renderIds.add(id);
      return undefined;
    });
    for (const heading of headings) {
      const id = heading.properties.id;
      if (typeof id !== 'string') continue;
      if (NAMELESS.test(id)) heading.properties.id = uniqueId(taken, 'section');
      else if (renderIds.has(id)) heading.properties.id = uniqueId(taken, id);
    }
  };
}
