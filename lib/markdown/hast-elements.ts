import type { Element, ElementContent, Properties, Root, Text } from 'hast';
import type { Nodes } from 'mdast';
import { visit } from './visit';

/** An element, written as hastscript's `h` writes one, its properties taken as they are. */
export function h(tagName: string, properties: Properties = {}, children: ElementContent[] = []): Element {
  return { type: 'element', tagName, properties, children };
}

export const text = (value: string): Text => ({ type: 'text', value });

/** Every element named `tagName` in `tree` (itself included), in document order. */
export function elementsIn(tree: Root | Element, tagName: string): Element[] {
  const found: Element[] = [];
  visit(tree, 'element', (node: Element) => {
    if (node.tagName === tagName) found.push(node);
  });
  return found;
}

/** Adds `properties` to the element a markdown node becomes. */
export function addProperties(node: Nodes, properties: Properties): void {
  node.data = { ...node.data, hProperties: { ...node.data?.hProperties, ...properties } };
}

export const classesOf = ({ properties }: Element) => (Array.isArray(properties.className) ? properties.className.map(String) : []);
