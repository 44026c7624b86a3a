import type { Element, Root } from 'hast';
import { visit } from './visit';

/** Elements that run, load or send something, or change the page around the article. */
const ACTIVE_ELEMENTS = new Set(['script', 'style', 'link', 'meta', 'base', 'iframe', 'frame', 'frameset', 'object', 'embed', 'form', 'noscript', 'template', 'portal']);

/**
 * Last line of defence behind the content check and the pipeline's own options: the article's HTML
 * never holds an element that runs or loads anything, or an event handler. Every script a page
 * carries is the layout's, whose hashes the page's policy lists (lib/hosting/csp.ts); were a
 * plugin ever to let a writer's markup through, the page stops here, named, instead of being
 * published with a script its policy would allow.
 */
export function rehypeInertOutput() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const handler = Object.keys(node.properties).find((name) => /^on/i.test(name));
      if (ACTIVE_ELEMENTS.has(node.tagName.toLowerCase()) || handler) {
        throw new Error(`its HTML would hold <${node.tagName}${handler ? ` ${handler}` : ''}>, which no page may carry; nothing of it is published (a bug of the render, with this file as its test case).`);
      }
    });
  };
}
