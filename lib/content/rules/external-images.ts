import type { Image, ImageReference } from 'mdast';
import { definitionUrls, imageSource } from '../../markdown/image-sources';
import { urlScheme } from '../../navigation/routes';
import { bodyRule, findNodes } from './rule';

// Other schemes are the safe-urls rule's.
const isExternal = (url: string) => ['http', 'https'].includes(urlScheme(url) ?? '') || url.startsWith('//');

/**
 * Every page's Content-Security-Policy loads images from the site only: an image from another
 * site would show as broken for every reader (and tell that site who reads the page).
 */
export const externalImages = bodyRule({
  id: 'external-images',
  severity: 'error',
  beforeRender: false,
  summary: 'An image is not loaded from another site: the site\'s security policy blocks it, so every reader would see it broken.',
  check({ tree }) {
    const definitions = definitionUrls(tree);
    return findNodes<Image | ImageReference>(tree, ['image', 'imageReference'], (node) => {
      const url = imageSource(node, definitions);
      if (url === undefined || !isExternal(url)) return null;
      return `image from another site "${url.slice(0, 80)}": the site's security policy loads images from the site only, so readers would see it broken. Link to it instead ([alt text](${url.slice(0, 40)})).`;
    });
  },
});
