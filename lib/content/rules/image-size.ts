import { contentLimits, imageConfig } from '../../site-config';
import type { Finding, ImageRule } from './rule';

const megabytes = (bytes: number) => `${(bytes / 1e6).toLocaleString('en')} MB`;

/** Every reader downloads it: past these a screenshot was saved at camera size, or a photo slipped in. */
export const imageSize: ImageRule = {
  id: 'image-size',
  severity: 'error',
  looksAt: 'image',
  summary: `An image is at most ${megabytes(contentLimits.imageBytes)} and ${contentLimits.imageWidthPx.toLocaleString('en')} px wide (the build draws smaller copies for readers from it).`,
  check({ bytes, header }) {
    const findings: Finding[] = [];
    if (bytes.length > contentLimits.imageBytes) {
      findings.push({ message: `the image is more than ${megabytes(contentLimits.imageBytes)}: save it smaller (scaled down, or as a compressed JPEG or WebP).` });
    }
    if (header?.width && header.width > contentLimits.imageWidthPx) {
      findings.push({ message: `the image is ${header.width.toLocaleString('en')} px wide, more than ${contentLimits.imageWidthPx.toLocaleString('en')}: scale it down (the page shows it at most ${(2 * imageConfig.columnWidthPx).toLocaleString('en')} px wide on the sharpest screens).` });
    }
    return findings;
  },
};
