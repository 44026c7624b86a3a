import type { Html } from 'mdast';
import { bodyRule, findNodes } from './rule';

// As a browser reads one: `<!-->` and `<!--->` end at once, and `--!>` ends one too.
const LEADING_COMMENTS = /^(?:<!--(?!-?>)(?:(?!--!?>)[\s\S])*-->\s*)+/;

/** The renderer drops raw HTML, so without this rule it would vanish from the page without a word. */
export const noRawHtml = bodyRule({
  id: 'no-raw-html',
  severity: 'error',
  beforeRender: true,
  summary: 'No raw HTML in the body: it is not rendered (HTML comments are fine).',
  check: ({ tree }) =>
    findNodes<Html>(tree, 'html', (node) => {
      // Comments only: `<!-- a --><script>…</script><!-- b -->` begins and ends with one, and is not one.
      const html = node.value.trim().replace(LEADING_COMMENTS, '');
      if (html === '') return null;
      return `raw HTML "${html.split('\n')[0]!.slice(0, 40)}" is not rendered: the page would silently lose it. Write it in markdown instead (a callout for an aside, a table, a list); only HTML comments are allowed.`;
    }),
});
