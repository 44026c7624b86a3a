import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { codeElementMeta, codeMetaAttribute, preCode } from './code-meta';

/**
 * Wraps each highlighted `<pre>` in a frame with an optional title bar and a Copy button. The
 * button works through one delegated click listener on the page (components/code), so code
 * blocks stay static HTML.
 */
export function rehypeCodeBlocks() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = preCode(node);
      if (!code) return;
      const title = codeMetaAttribute(codeElementMeta(code), 'title');
      // Scrollable regions must be reachable by keyboard (axe: scrollable-region-focusable). On the
      // running page DocEnhancements keeps the tab stop only where the block really scrolls.
      node.properties.tabIndex = 0;
      node.properties.dataScrollRegion = '';
      if (title) node.properties.ariaLabel = title;
      const frame: Element = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['code-block'] },
        children: [
          ...(title
            ? [{
                type: 'element' as const,
                tagName: 'div',
                properties: { className: ['code-block-title'] },
                children: [{ type: 'text' as const, value: title }],
              }]
            : []),
          {
            type: 'element',
            tagName: 'button',
            properties: { type: 'button', className: ['copy-button', 'js-only'], dataCopyCode: '', dataPagefindIgnore: '', ariaLabel: 'Copy code to clipboard' },
            children: [{ type: 'text', value: 'Copy' }],
          },
          node,
        ],
      };
      parent.children[index] = frame;
      return 'skip';
    });
  };
}
