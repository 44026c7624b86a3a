import type { BytesRule } from './rule';

export const notEmpty: BytesRule = {
  id: 'not-empty',
  severity: 'error',
  looksAt: 'bytes',
  summary: 'A file is not empty (or only blank).',
  check: (_bytes, text) =>
    text.trim() === '' ? { message: 'the file is empty: give it frontmatter (title, description) and a body, or delete it.' } : null,
};
