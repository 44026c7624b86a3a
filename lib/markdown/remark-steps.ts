import type { Html, List, Root, RootContent } from 'mdast';
import { visit } from './visit';
import { addProperties } from './hast-elements';

/**
 * A writer marks an ordered list as steps with a comment on the line before it:
 *
 *     <!-- steps -->
 *     1. Install the dependencies.
 *     2. Put the jar into `plugins/`.
 *
 * GitLab, the CMS's editor and the page's `.md` copy hide the comment (or show it as one), so there
 * the list stays a plain numbered list; the site draws it with step markers and a rail.
 */
export const isStepsMarker = (node: RootContent | undefined): node is Html => node?.type === 'html' && /^<!--\s*steps\s*-->$/i.test(node.value.trim());

export const isOrderedList = (node: RootContent | undefined): node is List => node?.type === 'list' && node.ordered === true;

export function remarkSteps() {
  return (tree: Root) => {
    visit(tree, (node) => {
      if (!('children' in node)) return;
      const children = node.children as RootContent[];
      children.forEach((child, index) => {
        const list = children[index + 1];
        if (!isStepsMarker(child) || !isOrderedList(list)) return;
        addProperties(list, { className: ['steps'] });
      });
    });
  };
}
