import { contentLimits } from '../../site-config';
import { imageDataProblem } from '../image-data';
import { formatOfName } from '../image-file';
import { withinPixelBudget } from './image-size';
import { imageRule } from './rule';

/** The build draws every image: one whose data is not the picture its header promises stopped it late, naming no page. */
export const imageData = imageRule({
  id: 'image-data',
  severity: 'error',
  summary: 'An image holds the picture its header promises: the file is whole, it has image data, its size is not 0 × 0 and its data (and each animation frame) fits the size its header states.',
  check({ file, bytes, header }) {
    // Not an image of its name's format, or too large to look into: the image-format and image-size rules'.
    if (header === null || header.format !== formatOfName(file) || !withinPixelBudget(header) || bytes.length > contentLimits.imageBytes) return [];
    const problem = imageDataProblem(bytes, header);
    return problem === null ? [] : [{ message: `this image cannot be drawn: ${problem}.` }];
  },
});
