import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { SKIP, visit } from './visit';
import type { Heading } from '../navigation/toc';
import { siteConfig } from '../site-config';
import { classesOf, h, text } from './hast-elements';

const { minHeadingLevel, maxHeadingLevel } = siteConfig.toc;

/**
 * Collects the TOC headings (levels 2–3, with the ids rehype-slug gave them) into `sink`, and gives
 * every heading a "#" anchor link so readers can link to a section. The link goes beside the
 * heading, in a wrapper with it, not inside: there its name would be read as part of the heading's
 * ("Setup Direct link to Setup") in a screen reader's list of headings. styles/prose.css sets the
 * heading inline, so the link follows its last word.
 */
export function rehypeHeadings(options: { sink: Heading[] }) {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      const level = /^h([1-6])$/.exec(node.tagName)?.[1];
      const id = node.properties.id;
      if (level === undefined || typeof id !== 'string' || !parent || index === undefined) return;
      const depth = Number(level);
      // GFM footnotes come with a screen-reader-only "Footnotes" heading: not a section of the page.
      if (classesOf(node).includes('sr-only')) return;
      const words = toString(node).trim();
      if (depth >= minHeadingLevel && depth <= maxHeadingLevel) options.sink.push({ depth, text: words, id });
      const anchor = h('a', { className: ['heading-anchor'], href: `#${id}`, ariaLabel: `Direct link to ${words}`, dataPagefindIgnore: '' }, [text('#')]);
      parent.children[index] = h('div', { className: ['heading-wrapper', `level-h${depth}`] }, [node, anchor]);
      return [SKIP, index + 1];
    });
  };
}
