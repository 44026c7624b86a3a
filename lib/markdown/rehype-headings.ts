import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from './visit';
import type { Heading } from '../navigation/toc';
import { siteConfig } from '../site-config';

const { minHeadingLevel, maxHeadingLevel } = siteConfig.toc;

function headingDepth(node: Element): number | null {
  const match = /^h([1-6])$/.exec(node.tagName);
  return match ? Number(match[1]) : null;
}

/**
 * Collects the TOC headings (levels 2–3, with the ids rehype-slug gave them) into `sink`, and
 * appends a "#" anchor link to every heading so readers can link to a section.
 */
export function rehypeHeadings(options: { sink: Heading[] }) {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const depth = headingDepth(node);
      const id = node.properties.id;
      if (depth === null || typeof id !== 'string') return;
      // GFM footnotes come with a screen-reader-only "Footnotes" heading: not a section of the page.
      const className = node.properties.className;
      if (Array.isArray(className) && className.includes('sr-only')) return;
      const text = toString(node).trim();
      if (depth >= minHeadingLevel && depth <= maxHeadingLevel) options.sink.push({ depth, text, id });
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: { className: ['heading-anchor'], href: `#${id}`, ariaLabel: `Direct link to ${text}`, dataPagefindIgnore: '' },
        children: [{ type: 'text', value: '#' }],
      });
    });
  };
}
