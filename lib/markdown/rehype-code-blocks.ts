import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { siteConfig } from '../site-config';
import { visit } from './visit';
import { codeElementMeta, codeMetaAttribute, preCode } from './code-meta';
import { classesOf, elementsIn, h, text } from './hast-elements';

/** The gutter line numbers take (styles/code.css: at least 2ch and 1.5rem), in characters of code. */
const LINE_NUMBER_CHARS = 5;

/** Whether the block's first line reaches where the Copy button shows (site-config.ts), so that the block keeps a strip above it for the button. */
function firstLineReachesButton(code: Element): boolean {
  const numbered = elementsIn(code, 'span').some((line) => classesOf(line).includes('line-number'));
  const firstLine = toString(code).split('\n', 1)[0]!;
  return firstLine.length + (numbered ? LINE_NUMBER_CHARS : 0) > siteConfig.layout.codeCharsBesideCopyButton;
}

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
      const frame = { className: ['code-block'], ...(!title && firstLineReachesButton(code) ? { dataLongFirstLine: '' } : {}) };
      parent.children[index] = h('div', frame, [...titleBar, copyButton('Copy code to clipboard'), node]);
      return 'skip';
    });
  };
}
