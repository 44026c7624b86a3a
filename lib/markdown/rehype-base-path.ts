import type { Element, Root } from 'hast';
import { visit } from './visit';
import { sitePath } from '../navigation/routes';
import { siteConfig } from '../site-config';

/**
 * A link to a page of the site is written as its route (`/glossa/concepts/icu`, or a `.md` link
 * made one): the rendered page carries it under the base path the site is built for, as Next's
 * own links are. Relative links and links to other sites are left as written. Runs before
 * rehypeImages, which puts its own image URLs under the base path.
 */
export function rehypeBasePath({ basePath = siteConfig.basePath }: { basePath?: string } = {}) {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const href = node.properties.href;
      if (node.tagName === 'a' && typeof href === 'string') node.properties.href = sitePath(href, basePath);
    });
  };
}
