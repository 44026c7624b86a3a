import { bytesRule } from './rule';

export const notEmpty = bytesRule({
  id: 'not-empty',
  severity: 'error',
  summary: 'A file is not empty (or only blank).',
  check: (_bytes, text) =>
    text.trim() === '' ? { message: 'the file is empty: give it frontmatter (title, description) and a body, or delete it.' } : null,
});
