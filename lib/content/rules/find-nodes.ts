import type { Root } from 'mdast';
import type { Node } from 'unist';
import { visit } from '../../markdown/visit';
import { atLink, type ResolvedLink } from '../site-index';
import type { Finding, SiteFinding } from './rule';

/** A finding at the node's first line and column. */
export const at = (node: Node, message: string): Finding => ({ line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1, message });

/** A finding at every node of the given types for which `messageFor` has something to say, in document order. */
export function findNodes<N extends Node>(tree: Root, types: string | string[], messageFor: (node: N) => string | null): Finding[] {
  const findings: Finding[] = [];
  visit(tree, types, (node) => {
    const message = messageFor(node as unknown as N);
    if (message) findings.push(at(node, message));
  });
  return findings;
}

type LinkTo<K extends ResolvedLink['target']['kind']> = ResolvedLink & { target: Extract<ResolvedLink['target'], { kind: K }> };

/** A finding at every link whose target is of `kind` and for which `messageFor` has something to say, in file order. */
export function findLinks<K extends ResolvedLink['target']['kind']>(
  links: readonly ResolvedLink[],
  kind: K,
  messageFor: (link: LinkTo<K>) => string | null,
): SiteFinding[] {
  const isKind = (link: ResolvedLink): link is LinkTo<K> => link.target.kind === kind;
  return links.filter(isKind).flatMap((link) => {
    const message = messageFor(link);
    return message ? [{ ...atLink(link), message }] : [];
  });
}
