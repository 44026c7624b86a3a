import { contentLimits } from '../../site-config';
import { bytesRule } from './rule';

/** One huge line (a pasted minified file, a generated table) makes the parser and the page crawl. */
export const lineLength = bytesRule({
  id: 'line-length',
  severity: 'error',
  summary: `A line is at most ${contentLimits.lineCharacters.toLocaleString('en')} characters long.`,
  check(_bytes, text) {
    let start = 0;
    for (let line = 1; start <= text.length; line++) {
      const end = text.indexOf('\n', start);
      const length = (end === -1 ? text.length : end) - start;
      if (length > contentLimits.lineCharacters) {
        return { line, message: `the line is ${length.toLocaleString('en')} characters long, more than ${contentLimits.lineCharacters.toLocaleString('en')}: break it up (a long code line or table row rarely needs it).` };
      }
      if (end === -1) break;
      start = end + 1;
    }
    return null;
  },
});
