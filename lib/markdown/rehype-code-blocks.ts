import type { Element, Root } from 'hast';
import { visit } from './visit';
import { codeElementMeta, codeMetaAttribute, preCode } from './code-meta';
import { h, text } from './hast-elements';

/** rehype-prism-plus writes line numbers as `line="2"`, not valid HTML; CSS reads `data-line`. */
function moveLineNumbersToDataAttributes(code: Element) {
  visit(code, 'element', (line: Element) => {
    if (line.properties.line === undefined) return;
    line.properties.dataLine = line.properties.line;
    delete line.properties.line;
  });
}

/** A Copy button, which the page's one delegated click listener (components/code) answers. */
export function copyButton(ariaLabel: string) {
  const properties = { type: 'button', className: ['copy-button', 'js-only'], dataCopyCode: '', dataPagefindIgnore: '', ariaLabel };
  return h('button', properties, [text('Copy')]);
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
      const code = preCode(node);
      if (!code) return;
      const title = codeMetaAttribute(codeElementMeta(code), 'title');
      // Scrollable regions must be reachable by keyboard (axe: scrollable-region-focusable). On the
      // running page DocEnhancements keeps the tab stop only where the block really scrolls.
      node.properties.tabIndex = 0;
      node.properties.dataScrollRegion = '';
      // A tab stop needs a name; a <pre> may carry one only with a role that allows it (the Nu checker rejects it otherwise).
      Object.assign(node.properties, { role: 'group', ariaLabel: title ?? 'Code' });
      moveLineNumbersToDataAttributes(code);
      const titleBar = title ? [h('div', { className: ['code-block-title'] }, [text(title)])] : [];
      parent.children[index] = h('div', { className: ['code-block'] }, [...titleBar, copyButton('Copy code to clipboard'), node]);
      return 'skip';
    });
  };
}
