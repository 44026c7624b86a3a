import { formatOfName } from '../image-file';
import { nameRule } from './rule';

export const markdownOnly = nameRule({
  id: 'markdown-only',
  severity: 'error',
  summary: 'Only markdown docs (`.md`) and the images they show (`.png`, `.jpg`, `.jpeg`, `.webp`, `.gif`, `.svg`) live under `content/`; other files are not published.',
  check: (file) =>
    file.endsWith('.md') || formatOfName(file) !== null
      ? null
      : { message: 'unknown file: only markdown docs (.md) and images (.png, .jpg, .jpeg, .webp, .gif, .svg) belong under content/. Move it elsewhere or rename it to .md.' },
});
