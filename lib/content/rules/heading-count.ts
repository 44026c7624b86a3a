import type { Heading } from 'mdast';
import { visit } from '../../markdown/visit';
import { contentLimits } from '../../site-config';
import { at, bodyRule } from './rule';

export const headingCount = bodyRule({
  id: 'heading-count',
  severity: 'error',
  beforeRender: true,
  summary: `A page has at most ${contentLimits.headingsPerPage} headings: each is also an entry of its contents and of its search record.`,
  check({ tree }) {
    const headings: Heading[] = [];
    visit(tree, 'heading', (heading: Heading) => void headings.push(heading));
    const over = headings[contentLimits.headingsPerPage];
    if (!over) return [];
    return [at(over, `the page has ${headings.length} headings, more than ${contentLimits.headingsPerPage}: split it into pages, or make the smaller parts lists or tables.`)];
  },
});
