import type { Element, Root } from 'hast';
import { visit } from './visit';

/** Every id the page's elements already have. */
export function idsIn(tree: Root): Set<string> {
  const ids = new Set<string>();
  visit(tree, 'element', (node: Element) => {
    if (typeof node.properties.id === 'string') ids.add(node.properties.id);
  });
  return ids;
}

/** `base`, or `base-1`, `base-2`… when the page has it already; taken from then on. Stable as long as the page is. */
export function uniqueId(taken: Set<string>, base: string): string {
  let id = base;
  for (let count = 1; taken.has(id); count++) id = `${base}-${count}`;
  taken.add(id);
  return id;
}
