import type { NameRule } from './rule';

export const markdownOnly: NameRule = {
  id: 'markdown-only',
  severity: 'error',
  looksAt: 'name',
  summary: 'Only markdown docs (`.md`) live under `content/`; other files are not published.',
  check: (file) =>
    file.endsWith('.md') ? null : { message: 'unknown file: only markdown docs (.md) belong under content/. Move it elsewhere or rename it to .md.' },
};
