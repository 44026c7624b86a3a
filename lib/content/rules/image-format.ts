import { formatOfName, type ImageFormat } from '../image-file';
import { imageRule } from './rule';

const FORMAT_NAMES: Record<ImageFormat, string> = { png: 'PNG', jpeg: 'JPEG', webp: 'WebP', gif: 'GIF', svg: 'SVG' };
const EXTENSIONS: Record<ImageFormat, string> = { png: '.png', jpeg: '.jpg', webp: '.webp', gif: '.gif', svg: '.svg' };

/** Browsers and servers go by the name's type: a JPEG named .png is sent with the wrong type and refused under nosniff. */
export const imageFormat = imageRule({
  id: 'image-format',
  severity: 'error',
  summary: 'An image\'s bytes are the format its name says (`.png`, `.jpg`/`.jpeg`, `.webp`, `.gif`, `.svg`), and an SVG states its size (`width` and `height`, or a `viewBox`).',
  check({ file, header }) {
    if (header === null) return [{ message: 'the bytes are no PNG, JPEG, WebP, GIF or SVG image (the file may be damaged or another format): export it again as one of those.' }];
    const named = formatOfName(file)!;
    if (header.format !== named) {
      const renamed = file.replace(/\.[^./]+$/, EXTENSIONS[header.format]).split('/').pop();
      return [{ message: `the name says ${FORMAT_NAMES[named]} but the bytes are a ${FORMAT_NAMES[header.format]} image: rename it to ${renamed} (and its links), or export it as ${FORMAT_NAMES[named]}.` }];
    }
    if (header.width === null) return [{ message: 'this SVG states no size, so the page cannot reserve its room: give its <svg> element width and height, or a viewBox.' }];
    return [];
  },
});
