import type { Code } from 'mdast';
import { LINE_RANGES, lineRanges as rangesIn } from '../../markdown/line-markers';
import { bodyRule, findNodes } from './rule';

/** The marked lines of a code block (`{2,4-5}`, `ins={3}`, `del={7}`) are lines it has, first to last. */
export const lineRanges = bodyRule({
  id: 'line-ranges',
  severity: 'error',
  beforeRender: true,
  summary: 'The lines a code block marks (`{2,4-5}`, `ins={3}`, `del={7}`) are lines the block has, each range written first to last.',
  check: ({ tree }) =>
    findNodes<Code>(tree, 'code', ({ meta, value }) => {
      if (!meta) return null;
      const lineCount = value.split('\n').length;
      for (const [written, ranges = ''] of meta.matchAll(LINE_RANGES)) {
        const wrong = rangesIn(ranges).find(([first, last]) => first < 1 || last < first || last > lineCount);
        if (wrong) {
          const [first, last] = wrong;
          const range = first === last ? `line ${first}` : `lines ${first}-${last}`;
          return `${written.slice(0, 40)} marks ${range}, but the block has ${lineCount} line${lineCount === 1 ? '' : 's'}: mark lines from 1 to ${lineCount}, each range first to last.`;
        }
      }
      return null;
    }),
});
