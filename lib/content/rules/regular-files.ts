import { fileRule } from './rule';

export const regularFiles = fileRule({
  id: 'regular-files',
  severity: 'error',
  summary: 'Everything under `content/` is a plain file or folder inside it: symbolic links, FIFOs and devices are refused, never followed.',
  check({ kind, linkTarget, insideContent }) {
    if (kind === 'symlink') {
      return { message: `a symbolic link (to ${JSON.stringify(linkTarget)}): the build never follows links, which could publish files from outside the repository. Put the page itself here instead.` };
    }
    if (kind === 'other') return { message: 'not a regular file (a FIFO, socket or device): only markdown files belong under content/. Remove it.' };
    if (!insideContent) return { message: 'this path leads out of content/ through a linked folder: the build reads only files inside content/. Remove the link.' };
    return null;
  },
});
