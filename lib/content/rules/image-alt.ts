import type { Image, ImageReference } from 'mdast';
import { definitionUrls, imageSource } from '../../markdown/image-sources';
import { altTextProblem } from '../alt-text';
import { bodyRule, findNodes } from './rule';

/** A screen reader reads the alt text instead of the picture; a file name tells its listener nothing. */
export const imageAlt = bodyRule({
  id: 'image-alt',
  severity: 'error',
  beforeRender: false,
  summary: 'Every image has alt text that says what it shows (`![The settings screen](./settings.png)`), never empty, never its file name, and with no HTML comment in it (it would be read out).',
  check: ({ tree }) => {
    const definitions = definitionUrls(tree);
    return findNodes<Image | ImageReference>(tree, ['image', 'imageReference'], (image) => {
      const url = imageSource(image, definitions) ?? '';
      const problem = altTextProblem(image.alt ?? '', url);
      if (problem === 'empty') return `image "${url.slice(0, 80)}" has no alt text: write what it shows between the brackets, ![The settings screen](${url.slice(0, 40)}).`;
      if (problem === 'comment') return `image "${url.slice(0, 80)}" has an HTML comment in its alt text, which is published and read out as text there: move the comment outside the image.`;
      return problem === 'file-name' ? `image "${url.slice(0, 80)}" has its file name as alt text, which tells a screen-reader user nothing: write what it shows instead.` : null;
    }).map((finding) => ({ ...finding, field: 'alt' }));
  },
});
