/**
 * The site's `visit` (lib/markdown/visit.ts) walks as unist-util-visit does: the same nodes, in the
 * same order, with the same index and parent, and the same answer to SKIP, EXIT, an index to go on
 * from and `reverse`; unist-util-visit itself is the oracle.
 */
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { Node, Parent } from 'unist';
import { visit as libraryVisit, SKIP as LIBRARY_SKIP, EXIT } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { SKIP, visit } from '@/lib/markdown/visit';

const markdown = '# Title\n\nA *short* [link](/x) and `code`.\n\n> Quoted **bold** text\n\n- one\n- two *2*\n\n| a | b |\n|---|---|\n| *c* | d |\n';
const parse = () => unified().use(remarkParse).use(remarkGfm).parse(markdown) as Root;

type Walk = (tree: Node, ...rest: unknown[]) => void;

/** What a walk saw: each visited node's type, index and parent's type, and the tree it left. */
function record(walk: Walk, make: (seen: string[]) => unknown[]) {
  const tree = parse();
  const seen: string[] = [];
  walk(tree, ...make(seen));
  return { seen, tree: JSON.stringify(tree) };
}

const note = (seen: string[], node: Node, index: number | undefined, parent: Parent | undefined) => seen.push(`${node.type}@${index}<${parent?.type}`);

const cases: Record<string, (seen: string[], skip: unknown) => unknown[]> = {
  'every node': (seen) => [(node: Node, index: number | undefined, parent: Parent | undefined) => void note(seen, node, index, parent)],
  'a type': (seen) => ['emphasis', (node: Node, index: number | undefined, parent: Parent | undefined) => void note(seen, node, index, parent)],
  'a test function, backwards': (seen) => [(node: Node) => node.type.startsWith('t'), (node: Node, index: number | undefined, parent: Parent | undefined) => void note(seen, node, index, parent), true],
  'SKIP below a blockquote': (seen, skip) => [(node: Node, index: number | undefined, parent: Parent | undefined) => (note(seen, node, index, parent), node.type === 'blockquote' ? skip : undefined)],
  'EXIT at the list': (seen) => [(node: Node, index: number | undefined, parent: Parent | undefined) => (note(seen, node, index, parent), node.type === 'list' ? EXIT : undefined)],
  'emphasis removed, going on at its index': (seen) => [
    'emphasis',
    (node: Node, index: number | undefined, parent: Parent | undefined) => {
      note(seen, node, index, parent);
      parent!.children.splice(index!, 1);
      return index;
    },
  ],
};

describe('visit', () => {
  for (const [name, make] of Object.entries(cases)) {
    it(`walks as unist-util-visit does: ${name}`, () => {
      const ours = record(visit as Walk, (seen) => make(seen, SKIP));
      expect(ours.seen.length).toBeGreaterThan(0);
      expect(ours).toEqual(record(libraryVisit as Walk, (seen) => make(seen, LIBRARY_SKIP)));
    });
  }
});
