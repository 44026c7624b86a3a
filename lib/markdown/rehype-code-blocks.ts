import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

const TITLE = /title="([^"]*)"/;

function codeChild(pre: Element): Element | undefined {
  return pre.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
}

/** Reads `title="…"` from a fence's meta string, e.g. ```kotlin title="build.gradle.kts" {2}. */
export function codeTitle(meta: string | null | undefined): string | null {
  return meta ? (TITLE.exec(meta)?.[1] ?? null) : null;
}

/**
 * Wraps each highlighted `<pre>` in a frame with an optional title bar and a Copy button. The
 * button works through one delegated click listener on the page (components/code), so code
 * blocks stay static HTML.
 */
export function rehypeCodeBlocks() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = codeChild(node);
      if (!code) return;
      const meta = (code.data as { meta?: string } | undefined)?.meta;
      const title = codeTitle(meta);
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
