import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { isMarkdownFileHref, markdownHrefToRoute } from './md-links';

/** Rewrites links to `.md` files into the routes those files are published at. */
export function remarkMarkdownLinks(options: { sourcePath: string }) {
  return (tree: Root) => {
    visit(tree, ['link', 'definition'], (node) => {
      if (node.type !== 'link' && node.type !== 'definition') return;
      if (!isMarkdownFileHref(node.url)) return;
      const route = markdownHrefToRoute(node.url, options.sourcePath);
      if (route !== null) node.url = route;
    });
  };
}
