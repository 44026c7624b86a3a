import type { Image } from 'mdast';
import { visit } from '../../markdown/visit';
import { altTextProblem } from '../alt-text';
import { bodyRule, type Finding } from './rule';

/** A screen reader reads the alt text instead of the picture; a file name tells its listener nothing. */
export const imageAlt = bodyRule({
  id: 'image-alt',
  severity: 'error',
  beforeRender: false,
  summary: 'Every image has alt text that says what it shows (`![The settings screen](./settings.png)`), never empty and never its file name.',
  check({ tree }) {
    const findings: Finding[] = [];
    visit(tree, 'image', (node: Image) => {
      const problem = altTextProblem(node.alt ?? '', node.url);
      const at = { line: node.position?.start.line, column: node.position?.start.column, field: 'alt' };
      if (problem === 'empty') findings.push({ ...at, message: `image "${node.url.slice(0, 80)}" has no alt text: write what it shows between the brackets, ![The settings screen](${node.url.slice(0, 40)}).` });
      else if (problem === 'file-name') findings.push({ ...at, message: `image "${node.url.slice(0, 80)}" has its file name as alt text, which tells a screen-reader user nothing: write what it shows instead.` });
    });
    return findings;
  },
});
