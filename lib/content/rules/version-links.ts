import { crossesVersions, versionOfRoute } from '../../navigation/versions';
import { findLinks, siteRule } from './rule';

/**
 * A library's versions are separate trees: a link from one into another is allowed only when it
 * says so, by naming the target's version in its words. A copied page's links then cannot cross
 * over unnoticed, and a reader following one knows they change version.
 */
export const versionLinks = siteRule({
  id: 'version-links',
  severity: 'error',
  summary:
    'A link from one docs version of a library into another (`/glossa/1.0/...` and `/glossa/...`) names the target version in its words: `[ICU in Glossa 1.0](/glossa/1.0/concepts/icu)`; a page that exists only in another version is linked that way too.',
  check: ({ links, docsByRoute }) =>
    findLinks(links, 'page', ({ doc, url, target }) => {
      if (url.kind !== 'link') return null;
      const from = versionOfRoute(doc.route);
      const to = versionOfRoute(target.doc.route);
      if (!from || !to || !crossesVersions(from, to)) return null;
      if (url.text?.includes(to.label)) return null;
      const inside = target.doc.route.slice(to.routePrefix.length);
      const samePage = docsByRoute.get(from.routePrefix + inside);
      const instead = samePage ? ` or link ${samePage.route}, the same page in ${from.label}` : `; the page exists only in ${to.label}`;
      return `link "${url.url}" leads from the ${from.label} docs into the ${to.label} docs (${target.doc.route}): name ${to.label} in the link's words, such as [… in ${to.label}](${url.url})${instead}.`;
    }),
});
