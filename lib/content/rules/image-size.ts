import { contentLimits, imageConfig } from '../../site-config';
import type { ImageHeader } from '../image-file';
import { type Finding, imageRule } from './rule';

const { imageWidthPx, imageHeightPx, imagePixels } = contentLimits;
const px = (count: number) => count.toLocaleString('en');

/** True when the size the header states is within the width, height and area the site draws and serves. */
export const withinPixelBudget = ({ width, height }: ImageHeader) => (width ?? 0) <= imageWidthPx && (height ?? 0) <= imageHeightPx && (width ?? 0) * (height ?? 0) <= imagePixels;

const megabytes = (bytes: number) => `${(bytes / 1e6).toLocaleString('en')} MB`;

/** Every reader downloads it: past these a screenshot was saved at camera size, or a photo slipped in. */
export const imageSize = imageRule({
  id: 'image-size',
  severity: 'error',
  summary: `An image is at most ${megabytes(contentLimits.imageBytes)}, ${px(imageWidthPx)} px wide, ${px(imageHeightPx)} px high and ${px(imagePixels / 1e6)} megapixels, as its header states it (a GIF's screen included): the build draws smaller copies for readers from it, and every reader's browser decodes it whole.`,
  check({ bytes, header }) {
    const findings: Finding[] = [];
    if (bytes.length > contentLimits.imageBytes) {
      findings.push({ message: `the image is more than ${megabytes(contentLimits.imageBytes)}: save it smaller (scaled down, or as a compressed JPEG or WebP).` });
    }
    if (header?.width && header.width > imageWidthPx) {
      findings.push({ message: `the image is ${px(header.width)} px wide, more than ${px(imageWidthPx)}: scale it down (the page shows it at most ${px(2 * imageConfig.columnWidthPx)} px wide on the sharpest screens).` });
    } else if (header?.height && header.height > imageHeightPx) {
      findings.push({ message: `the image is ${px(header.height)} px high, more than ${px(imageHeightPx)}: cut it into several images, or scale it down.` });
    } else if (header && !withinPixelBudget(header)) {
      findings.push({ message: `the image is ${px(header.width!)} × ${px(header.height!)} px, more than ${px(imagePixels / 1e6)} megapixels, which every reader's browser would decode whole: scale it down.` });
    }
    return findings;
  },
});
