import type { Image } from 'mdast';
import { visit } from 'unist-util-visit';
import type { BodyRule, Finding } from './rule';

const fileName = (url: string) => decodeURIComponent(url.split(/[?#]/)[0]!.split('/').pop() ?? '').toLowerCase();

/** A screen reader reads the alt text instead of the picture; a file name tells its listener nothing. */
export const imageAlt: BodyRule = {
  id: 'image-alt',
  severity: 'error',
  looksAt: 'body',
  beforeRender: false,
  summary: 'Every image has alt text that says what it shows (`![The settings screen](./settings.png)`), never empty and never its file name.',
  check({ tree }) {
    const findings: Finding[] = [];
    visit(tree, 'image', (node: Image) => {
      const alt = (node.alt ?? '').trim();
      const name = fileName(node.url);
      const stem = name.replace(/\.[^.]+$/, '');
      const at = { line: node.position?.start.line, column: node.position?.start.column, field: 'alt' };
      if (alt === '') findings.push({ ...at, message: `image "${node.url.slice(0, 80)}" has no alt text: write what it shows between the brackets, ![The settings screen](${node.url.slice(0, 40)}).` });
      else if ([name, stem].includes(alt.toLowerCase())) findings.push({ ...at, message: `image "${node.url.slice(0, 80)}" has its file name as alt text, which tells a screen-reader user nothing: write what it shows instead.` });
    });
    return findings;
  },
};
