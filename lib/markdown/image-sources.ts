/**
 * Where each image of a markdown tree comes from: `![alt](./file.png)` names it, `![alt][label]`
 * takes it from the first `[label]: ./file.png` definition (CommonMark), as the rendered page does.
 */
import type { Definition, Image, ImageReference, Root } from 'mdast';
import { visit } from './visit';

/** The address each definition label stands for, the first definition of a label winning. */
export function definitionUrls(tree: Root): Map<string, string> {
  const urls = new Map<string, string>();
  visit(tree, 'definition', ({ identifier, url }: Definition) => void (urls.has(identifier) || urls.set(identifier, url)));
  return urls;
}

/** The address an image shows, or undefined for a reference whose label has no definition. */
export const imageSource = (image: Image | ImageReference, definitions: ReadonlyMap<string, string>) => (image.type === 'image' ? image.url : definitions.get(image.identifier));
