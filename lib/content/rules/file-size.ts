import { contentLimits } from '../../site-config';
import type { FileRule } from './rule';

const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1000).toLocaleString('en')} KB`;

export const fileSize: FileRule = {
  id: 'file-size',
  severity: 'error',
  looksAt: 'file',
  summary: `A page is at most ${kilobytes(contentLimits.fileBytes)}: a larger file is refused unread (the largest real page is under 40 KB).`,
  check: ({ size }) =>
    size <= contentLimits.fileBytes
      ? null
      : { message: `the file is ${kilobytes(size)}, more than the ${kilobytes(contentLimits.fileBytes)} a page may be: split it into several pages.` },
};
