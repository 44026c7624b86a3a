import type { Element, Root } from 'hast';
import { visit } from './visit';
import { isSafeUrl } from '../navigation/routes';

const URL_PROPERTIES = ['href', 'src'] as const;

/**
 * Second line of defence behind the content check: a link or image whose URL could run code
 * (`javascript:`, `data:`, …) loses that URL, so the page keeps its text but nothing to click.
 */
export function rehypeSafeUrls() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      for (const property of URL_PROPERTIES) {
        const value = node.properties[property];
        if (typeof value === 'string' && !isSafeUrl(value)) delete node.properties[property];
      }
    });
  };
}
