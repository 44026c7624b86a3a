import type { Root } from 'mdast';
import { visit } from './visit';
import { type ParsedHref, parseHref } from '../navigation/routes';

/**
 * Rewrites links to `.md` files into the routes those files are published at. The caller says
 * where such a link lands (`routeOf`), so rendering needs no knowledge of the content folder.
 */
export function remarkMarkdownLinks(options: { routeOf: (href: ParsedHref) => string | null }) {
  return (tree: Root) => {
    visit(tree, ['link', 'definition'], (node) => {
      if (node.type !== 'link' && node.type !== 'definition') return;
      const href = parseHref(node.url);
      if (!href.markdownFile) return;
      const route = options.routeOf(href);
      if (route !== null) node.url = route;
    });
  };
}
