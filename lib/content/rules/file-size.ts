import { contentLimits } from '../../site-config';
import { bytesRule } from './rule';

const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1000).toLocaleString('en')} KB`;

/** The loader reads at most one byte past the limit, so a huge file is refused without being read whole. */
export const fileSize = bytesRule({
  id: 'file-size',
  severity: 'error',
  summary: `A page is at most ${kilobytes(contentLimits.fileBytes)}: a larger file is refused unread (real pages are a small fraction of that).`,
  check(bytes) {
    if (bytes.length <= contentLimits.fileBytes) return null;
    const line = bytes.subarray(0, contentLimits.fileBytes).filter((byte) => byte === 0x0a).length + 1;
    return { line, message: `the file is larger than the ${kilobytes(contentLimits.fileBytes)} a page may be, which it passes on this line: split it into several pages.` };
  },
});
