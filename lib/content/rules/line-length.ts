import { contentLimits } from '../../site-config';
import { bytesRule } from './rule';

/** One huge line (a pasted minified file, a generated table) makes the parser and the page crawl. */
export const lineLength = bytesRule({
  id: 'line-length',
  severity: 'error',
  summary: `A line is at most ${contentLimits.lineCharacters.toLocaleString('en')} characters long.`,
  check(_bytes, text) {
    const lines = text.split('\n');
    const index = lines.findIndex((line) => line.length > contentLimits.lineCharacters);
    const length = lines[index]?.length.toLocaleString('en');
    if (length === undefined) return null;
    return { line: index + 1, message: `the line is ${length} characters long, more than ${contentLimits.lineCharacters.toLocaleString('en')}: break it up (a long code line or table row rarely needs it).` };
  },
});
