import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from './visit';
import type { Heading } from '../navigation/toc';
import { siteConfig } from '../site-config';
import { classesOf, h, text } from './hast-elements';

const { minHeadingLevel, maxHeadingLevel } = siteConfig.toc;

/**
 * Collects the TOC headings (levels 2–3, with the ids rehype-slug gave them) into `sink`, and
 * appends a "#" anchor link to every heading so readers can link to a section.
 */
export function rehypeHeadings(options: { sink: Heading[] }) {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const level = /^h([1-6])$/.exec(node.tagName)?.[1];
      const id = node.properties.id;
      if (level === undefined || typeof id !== 'string') return;
      const depth = Number(level);
      // GFM footnotes come with a screen-reader-only "Footnotes" heading: not a section of the page.
      if (classesOf(node).includes('sr-only')) return;
      const words = toString(node).trim();
      if (depth >= minHeadingLevel && depth <= maxHeadingLevel) options.sink.push({ depth, text: words, id });
      const properties = { className: ['heading-anchor'], href: `#${id}`, ariaLabel: `Direct link to ${words}`, dataPagefindIgnore: '' };
      node.children.push(h('a', properties, [text('#')]));
    });
  };
}
