import { isIndexFile } from '../../navigation/routes';
import { bodyRule } from './rule';

const MIN_WORDS = 250;
// A folder's page mostly leads on to its pages.
const MIN_WORDS_INDEX = 150;

export const proseLength = bodyRule({
  id: 'prose-length',
  severity: 'warning',
  beforeRender: false,
  summary: `A page has at least ${MIN_WORDS} words of prose, code left out (${MIN_WORDS_INDEX} for a folder's \`README.md\`).`,
  check({ file, rendered }) {
    if (!rendered) return [];
    const minimum = isIndexFile(file) ? MIN_WORDS_INDEX : MIN_WORDS;
    if (rendered.wordCount >= minimum) return [];
    return [{ message: `${rendered.wordCount} words of prose, at least ${minimum} expected: a page this short rarely answers its reader's question; explain more or merge it into a related page.` }];
  },
});
