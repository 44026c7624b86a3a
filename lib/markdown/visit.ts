/**
 * unist-util-visit's `visit`, with its types and its results (SKIP, EXIT, an index to go on
 * from), walking the tree without what makes it slow on a page's trees: for every node it builds a
 * closure and a copy of the node's ancestors, and for every visited node it finds the node's index
 * with `indexOf` among its siblings (a highlighted code block's line holds hundreds of token spans).
 * The index handed to a visitor is the walk's own position, which is the node's index unless an
 * earlier visitor moved its siblings without saying where to go on.
 */
import type { Node, Parent } from 'unist';
import { convert, type Test } from 'unist-util-is';
import { CONTINUE, EXIT, SKIP, type visit as libraryVisit } from 'unist-util-visit';

export { SKIP };

type Action = typeof CONTINUE | typeof EXIT | typeof SKIP;
type Result = [Action?, number?];
type Visitor = (node: Node, index: number | undefined, parent: Parent | undefined) => unknown;

const asResult = (value: unknown): Result => {
  if (Array.isArray(value)) return value as Result;
  if (typeof value === 'number') return [CONTINUE, value];
  return value === null || value === undefined ? [] : [value as Action];
};

function walk(tree: Node, test: Test, visitor: Visitor, reverse: boolean) {
  const is = convert(test);
  const step = reverse ? -1 : 1;
  const visitNode = (node: Node, index: number | undefined, parent: Parent | undefined): Result => {
    let result: Result = [];
    if (test === undefined || test === null || is(node, index, parent)) {
      result = asResult(visitor(node, index, parent));
      if (result[0] === EXIT) return result;
    }
    const children = (node as Partial<Parent>).children;
    if (children && result[0] !== SKIP) {
      let offset = (reverse ? children.length : -1) + step;
      while (offset > -1 && offset < children.length) {
        const childResult = visitNode(children[offset]!, offset, node as Parent);
        if (childResult[0] === EXIT) return childResult;
        offset = typeof childResult[1] === 'number' ? childResult[1] : offset + step;
      }
    }
    return result;
  };
  visitNode(tree, undefined, undefined);
}

function visitTree(tree: Node, testOrVisitor: Test | Visitor, visitorOrReverse?: Visitor | boolean, maybeReverse?: boolean) {
  if (typeof testOrVisitor === 'function' && typeof visitorOrReverse !== 'function') walk(tree, undefined, testOrVisitor as Visitor, Boolean(visitorOrReverse));
  else walk(tree, testOrVisitor as Test, visitorOrReverse as Visitor, Boolean(maybeReverse));
}

export const visit = visitTree as typeof libraryVisit;
