import type { Definition, Image, Link } from 'mdast';
import { isSafeUrl, SAFE_URL_SCHEMES } from '../../navigation/routes';
import { bodyRule, findNodes } from './rule';

const safeSchemeList = SAFE_URL_SCHEMES.map((scheme) => `${scheme}:`).join(', ');

/** The renderer drops such URLs as well (rehype-safe-urls.ts); this rule tells the writer. */
export const safeUrls = bodyRule({
  id: 'safe-urls',
  severity: 'error',
  beforeRender: false,
  summary: `Links and images point at the site itself or use ${SAFE_URL_SCHEMES.map((scheme) => `\`${scheme}:\``).join(', ')}: \`javascript:\`, \`data:\` and other schemes that could run code are refused.`,
  check: ({ tree }) =>
    findNodes<Link | Image | Definition>(tree, ['link', 'image', 'definition'], ({ url, type }) => {
      if (!isSafeUrl(url)) return `unsafe ${type} "${url.slice(0, 60)}": a URL with this scheme could run code in a reader's browser. Use a site route (/glossa/concepts) or one of ${safeSchemeList}.`;
      // `/\host` is `//host`, another site, to a browser, and a page named `\host` to the check and the servers.
      if (url.includes('\\')) return `${type} "${url.slice(0, 60)}" has a backslash, which a browser reads as a slash and a server as a character, so it leads elsewhere than it says: write / instead.`;
      return null;
    }),
});
