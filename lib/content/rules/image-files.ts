import { posix } from 'node:path';
import { isSafeUrl, parseHref, urlScheme } from '../../navigation/routes';
import { formatOfName } from '../image-file';
import { atLink, imageFileOf } from '../site-index';
import { closest, nearby } from '../../search/suggest';
import { type SiteFinding, siteRule, suggestionAllowance } from './rule';

/** The image files a page shows are files beside the pages: the build publishes those and nothing else. */
export const imageFiles = siteRule({
  id: 'image-files',
  severity: 'error',
  summary: 'An image on a page (`![alt](./file.png)`) is a `.png`, `.jpg`, `.jpeg`, `.webp`, `.gif` or `.svg` file under `content/` that exists, named without a query (the error names the closest file).',
  check(site) {
    const findings: SiteFinding[] = [];
    const maySuggest = suggestionAllowance();
    for (const doc of site.docsByFile.values()) {
      for (const url of doc.urls) {
        if (url.kind !== 'image') continue;
        const href = parseHref(url.url);
        const scheme = urlScheme(url.url);
        const at = atLink({ doc, url });
        // Another site's address is the external-images rule's, an unsafe scheme the safe-urls rule's.
        if (scheme !== null && scheme !== 'http' && scheme !== 'https' && isSafeUrl(url.url)) {
          findings.push({ ...at, message: `image "${url.url.slice(0, 80)}" is a ${scheme}: address, which no browser shows as a picture: an image is a file beside the pages, such as ./screenshot.png.` });
          continue;
        }
        if (href.external || scheme !== null) continue;
        const file = imageFileOf(url.url, doc.file);
        if (file === null) {
          findings.push({ ...at, message: `image "${url.url.slice(0, 80)}" leaves content/: an image is a file beside the pages, such as ./${posix.basename(href.path)} next to this page.` });
        } else if (file.includes('?')) {
          // Images are published under names made from their content: a cache-busting query is not needed, and names no file.
          const queryAt = file.indexOf('?');
          const [name, query] = [file.slice(0, queryAt), file.slice(queryAt, queryAt + 40)];
          const why = 'the build names each image after its content, so a changed image gets a new address by itself';
          findings.push({ ...at, message: `image "${url.url.slice(0, 80)}" has a query (${query}): ${why}; write ./${posix.basename(name)}.` });
        } else if (formatOfName(file) === null) {
          findings.push({ ...at, message: `image "${url.url.slice(0, 80)}" is no .png, .jpg, .jpeg, .webp, .gif or .svg file: save it as one of those beside the page.` });
        } else if (!site.images.has(file)) {
          const near = maySuggest(doc.file) ? closest(site.images, file, nearby(file)) : undefined;
          const relative = near === undefined ? '' : posix.relative(posix.dirname(doc.file), near);
          const hint = near === undefined ? ` Put the image at content/${file}.` : ` The closest image is content/${near} (./${relative}).`;
          findings.push({ ...at, message: `image "${url.url.slice(0, 80)}": no file content/${file} exists.${hint}` });
        }
      }
    }
    return findings;
  },
});
