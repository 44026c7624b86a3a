import type { Code } from 'mdast';
import { DiagramStyleError, mermaidSvg } from '../../markdown/mermaid-svg';
import { unreadDiagramLines } from '../../markdown/mermaid-lines';
import { MERMAID_LANGUAGE } from '../../markdown/remark-mermaid';
import { bodyRule, findingsAt } from './rule';

/**
 * beautiful-mermaid refuses a diagram it cannot draw (an unknown or misspelt diagram type, an empty
 * fence) with a message; the renderer would leave such a fence a code block without a word. The
 * finding is at the diagram's first line, which names its type. A line that it would leave out of
 * the picture (mermaid-lines.ts) is a finding at that line.
 */
export const mermaidDiagrams = bodyRule({
  id: 'mermaid-diagrams',
  severity: 'error',
  beforeRender: true,
  summary:
    'A ```` ```mermaid ```` fence holds a diagram the build can draw as a picture: a flowchart (`flowchart LR`, `graph TD`), a state, sequence, class or ER diagram, or an XY chart; every line is one the renderer reads and draws.',
  check: ({ tree }) =>
    findingsAt<Code>(tree, 'code', (fence) => {
      if (fence.lang !== MERMAID_LANGUAGE) return [];
      const start = fence.position?.start.line ?? 0;
      try {
        mermaidSvg(fence.value, 'check');
        return unreadDiagramLines(fence.value).map(({ line, text }) => ({
          line: start + line,
          column: 1,
          message: `"${text}" is not drawn: the renderer does not read this line (a flowchart's line is one edge, A --> B or A -->|label| B, or one node, A[Label]). Rewrite it as the diagram type's syntax says, or remove it.`,
        }));
      } catch (error) {
        const reason = (error as Error).message.replace(/\.?$/, '.');
        if (error instanceof DiagramStyleError) return [{ line: start + 1, column: 1, message: `the diagram ${reason}` }];
        return [{
          line: start + 1,
          column: 1,
          message: `the diagram cannot be drawn: ${reason} Start it with a diagram type such as flowchart LR (https://mermaid.js.org/intro/syntax-reference.html).`,
        }];
      }
    }),
});
