import type { Root } from 'mdast';
import type { Node, Parent } from 'unist';
import { contentLimits } from '../../site-config';
import { at, treeRule } from './rule';

/** The nodes a writer nests by hand: lists, quotes and inline elements. */
const NESTING = new Set(['list', 'blockquote', 'emphasis', 'strong', 'delete', 'link', 'linkReference']);

/**
 * Walked with its own stack, not recursively: every other step walks the tree recursively, and
 * thousands of levels overflow the call stack (or, as a list nested by indentation, take minutes).
 * This runs first, so they only ever see a tree of a sane depth.
 */
function firstTooDeep(tree: Root): Node | null {
  const stack: [Node, number][] = [[tree, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    const nodeDepth = depth + (NESTING.has(node.type) ? 1 : 0);
    if (nodeDepth > contentLimits.nestingDepth) return node;
    for (const child of (node as Partial<Parent>).children ?? []) stack.push([child, nodeDepth]);
  }
  return null;
}

export const nestingDepth = treeRule({
  id: 'nesting-depth',
  severity: 'error',
  summary: `Lists, quotes and inline elements nest at most ${contentLimits.nestingDepth} deep.`,
  check(tree) {
    const node = firstTooDeep(tree);
    if (!node) return null;
    return at(node, `lists, quotes or emphasis are nested more than ${contentLimits.nestingDepth} deep here: flatten them (no reader follows that many levels).`);
  },
});
