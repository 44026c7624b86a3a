import type { Code, Root, RootContent } from 'mdast';
import { SKIP, visit } from './visit';
import { mermaidSvg } from './mermaid-svg';

/** The fence language of a diagram: ```mermaid, which GitLab draws in its own preview too. */
export const MERMAID_LANGUAGE = 'mermaid';

/**
 * Replaces each ```mermaid fence with its diagram, drawn now as a static SVG in a `<figure>`: the
 * page runs no script for it, and its text stays text, which a reader can select and a screen
 * reader reads. A fence that cannot be drawn becomes a plain text block: the content check's
 * mermaid-diagrams rule stops the build on it, and the CMS preview keeps showing what was typed.
 */
export function remarkMermaid() {
  return (tree: Root) => {
    let count = 0;
    visit(tree, 'code', (node: Code, index, parent) => {
      if (node.lang !== MERMAID_LANGUAGE || parent === undefined || index === undefined) return undefined;
      let svg;
      try {
        svg = mermaidSvg(node.value, `diagram-${++count}`);
      } catch {
        node.lang = 'text';
        return undefined;
      }
      // It scrolls sideways on a phone: a tab stop, so a keyboard can scroll it (rehype-code-blocks.ts).
      const hProperties = { className: ['diagram'], tabIndex: 0, dataScrollRegion: '', ariaLabel: 'Diagram' };
      const figure = { type: 'mermaidDiagram', data: { hName: 'figure', hProperties, hChildren: [svg] }, position: node.position };
      parent.children.splice(index, 1, figure as unknown as RootContent);
      return [SKIP, index + 1];
    });
  };
}
