import type { Element, Root } from 'hast';
import { visit } from './visit';

/** Elements that run, load or send something, or change the page around the article (SVG's animations can rewrite a link). */
const ACTIVE_ELEMENTS = new Set(['script', 'style', 'link', 'meta', 'base', 'iframe', 'frame', 'frameset', 'object', 'embed', 'form', 'noscript', 'template', 'portal', 'set', 'animate', 'animatemotion', 'animatetransform', 'use', 'image', 'foreignobject']);
/** Attributes that run code or send a form wherever they say. */
const ACTIVE_PROPERTY = /^(on|formaction$|srcdoc$)/i;
/** A value that runs code when followed, in any attribute (`href`, `xlink:href`, `src`, `action`). */
const SCRIPT_URL = /^\s*(javascript|vbscript):/i;

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
      const handler = Object.entries(node.properties).find(([name, value]) => ACTIVE_PROPERTY.test(name) || (typeof value === 'string' && SCRIPT_URL.test(value)))?.[0];
      if (ACTIVE_ELEMENTS.has(node.tagName.toLowerCase()) || handler) {
        throw new Error(`its HTML would hold <${node.tagName}${handler ? ` ${handler}` : ''}>, which no page may carry; nothing of it is published (a bug of the render, with this file as its test case).`);
      }
    });
  };
}
