import type { Root } from 'mdast';
import type { Node } from 'unist';
import { visit } from '../../markdown/visit';
import type { Finding } from './rule';

/** A finding at every node of the given types for which `messageFor` has something to say, in document order. */
export function findNodes<N extends Node>(tree: Root, types: string | string[], messageFor: (node: N) => string | null): Finding[] {
  const findings: Finding[] = [];
  visit(tree, types, (node) => {
    const message = messageFor(node as unknown as N);
    if (message) findings.push({ line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1, message });
  });
  return findings;
}
