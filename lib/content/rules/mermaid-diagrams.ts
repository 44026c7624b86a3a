import type { Code } from 'mdast';
import { visit } from 'unist-util-visit';
import { mermaidSvg } from '../../markdown/mermaid-svg';
import { MERMAID_LANGUAGE } from '../../markdown/remark-mermaid';
import type { BodyRule, Finding } from './rule';

/**
 * beautiful-mermaid refuses a diagram it cannot draw (an unknown or misspelt diagram type, an empty
 * fence) with a message; the renderer would leave such a fence a code block without a word. The
 * finding is at the diagram's first line, which names its type.
 */
export const mermaidDiagrams: BodyRule = {
  id: 'mermaid-diagrams',
  severity: 'error',
  looksAt: 'body',
  beforeRender: true,
  summary:
    'A ```` ```mermaid ```` fence holds a diagram the build can draw as a picture: a flowchart (`flowchart LR`, `graph TD`), a state, sequence, class or ER diagram, or an XY chart.',
  check: ({ tree }) => {
    const findings: Finding[] = [];
    visit(tree, 'code', (fence: Code) => {
      if (fence.lang !== MERMAID_LANGUAGE) return;
      try {
        mermaidSvg(fence.value, 'check');
      } catch (error) {
        const reason = (error as Error).message.replace(/\.?$/, '.');
        findings.push({
          line: (fence.position?.start.line ?? 0) + 1,
          column: 1,
          message: `the diagram cannot be drawn: ${reason} Start it with a diagram type such as flowchart LR (https://mermaid.js.org/intro/syntax-reference.html).`,
        });
      }
    });
    return findings;
  },
};
