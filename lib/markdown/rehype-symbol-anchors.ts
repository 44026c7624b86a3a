import { slug } from 'github-slugger';
import type { Element, Root } from 'hast';
import { visit } from './visit';
import { idsIn, uniqueId } from './unique-ids';

/** A name the page defines, where: the id a link lands on and the line of the body. */
export interface SymbolDefinition {
  name: string;
  id: string;
  line: number;
}

/**
 * Gives each definition remark-symbols marked a place to link to, and collects them into `sink`:
 * a heading's own id (rehype-slug's, so this runs after it), or, for a name in a reference table,
 * an id on its code made from the name (`MiniMessageI18N.Builder` → `minimessagei18nbuilder`),
 * numbered when the page already has it, so the anchor stays the same as long as the page does.
 */
export function rehypeSymbolAnchors(options: { sink: SymbolDefinition[] }) {
  return (tree: Root) => {
    const taken = idsIn(tree);
    visit(tree, 'element', (node: Element) => {
      const names = node.properties.dataSymbolDefinition;
      if (typeof names !== 'string') return;
      delete node.properties.dataSymbolDefinition;
      const line = node.position?.start.line ?? 1;
      if (node.tagName !== 'code') {
        // A heading without an id (none from rehype-slug) is no place to link to.
        const id = node.properties.id;
        if (typeof id === 'string') options.sink.push(...names.split(' ').map((name) => ({ name, id, line })));
        return;
      }
      node.properties.id = uniqueId(taken, slug(names) || 'symbol');
      options.sink.push({ name: names, id: node.properties.id, line });
    });
  };
}
