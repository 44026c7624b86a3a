import type { RootContent } from 'mdast';
import { visit } from '../../markdown/visit';
import { isOrderedList, isStepsMarker } from '../../markdown/remark-steps';
import { at, bodyRule, type Finding } from './rule';

/** A marker the renderer would pass over silently, leaving the list drawn as a plain one. */
export const stepsLists = bodyRule({
  id: 'steps-lists',
  severity: 'error',
  beforeRender: false,
  summary: 'A `<!-- steps -->` comment marks the numbered list right after it as steps (`1.`, `2.`, …), drawn with step markers and a rail; nothing else may come between them.',
  check: ({ tree }) => {
    const findings: Finding[] = [];
    visit(tree, (node) => {
      if (!('children' in node)) return;
      const children = node.children as RootContent[];
      children.forEach((child, index) => {
        if (!isStepsMarker(child) || isOrderedList(children[index + 1])) return;
        findings.push(at(child, '<!-- steps --> is not followed by a numbered list: put the list (1., 2., …) on the next line, or remove the comment.'));
      });
    });
    return findings;
  },
});
