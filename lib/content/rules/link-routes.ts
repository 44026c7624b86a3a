import { normalizePath } from '../../navigation/routes';
import { formatOfName } from '../image-file';
import { crossesVersions, versionOfRoute } from '../../navigation/versions';
import { closestRoute } from '../../search/suggest';
import { findLinks, siteRule } from './rule';

/** `routes` but those in another docs version of the library `route` is in, which a link could reach only by naming it (version-links). */
function inItsVersion(routes: readonly string[], route: string): string[] {
  const own = versionOfRoute(route);
  return routes.filter((each) => !crossesVersions(own, versionOfRoute(each)));
}

/** What to write instead of a link to an image file, which the export has under another name. */
const imageLink = (url: string) =>
  `link "${url.slice(0, 80)}" leads to an image file, which readers never get at that address: the build publishes each image under a name made from its content. Show the image instead, ![what it shows](${url.slice(0, 40)}): a reader opens any image on a page at full size by selecting it.`;

export const linkRoutes = siteRule({
  id: 'link-routes',
  severity: 'error',
  summary: 'A link to a page of the site leads to a page that exists (the error names the closest route); an image is shown, not linked to (`![what it shows](./file.png)`), as the build publishes it under another name.',
  check({ links, docsByRoute }) {
    const routes = [...docsByRoute.keys()];
    return findLinks(links, 'missing-route', ({ doc, url, target }, maySuggest) => {
      if (formatOfName(target.route) !== null) return imageLink(url.url);
      const wanted = normalizePath(target.route);
      const suggestion = maySuggest() ? (closestRoute(inItsVersion(routes, doc.route), wanted) ?? closestRoute(routes, wanted)) : undefined;
      // Browsers resolve `api/intro` on the page /glossa from the folder /, which surprises writers.
      const relative = target.relative ? ` Relative links resolve from the page's URL ${doc.route}; a path from the site root (/…) is clearer.` : '';
      return `broken link "${url.url.slice(0, 80)}": no page exists at ${target.route.slice(0, 80)}.${suggestion ? ` The closest existing route is ${suggestion}.` : ''}${relative}`;
    });
  },
});
