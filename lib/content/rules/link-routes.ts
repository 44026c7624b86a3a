import { normalizePath } from '../../navigation/routes';
import { closestRoute } from '../../search/suggest';
import { findLinks, siteRule } from './rule';

export const linkRoutes = siteRule({
  id: 'link-routes',
  severity: 'error',
  summary: 'A link to a page of the site leads to a page that exists (the error names the closest route).',
  check({ links, docsByRoute }) {
    const routes = [...docsByRoute.keys()];
    return findLinks(links, 'missing-route', ({ doc, url, target }) => {
      const suggestion = closestRoute(routes, normalizePath(target.route));
      // Browsers resolve `api/intro` on the page /glossa from the folder /, which surprises writers.
      const relative = target.relative ? ` Relative links resolve from the page's URL ${doc.route}; a path from the site root (/…) is clearer.` : '';
      return `broken link "${url.url}": no page exists at ${target.route}.${suggestion ? ` The closest existing route is ${suggestion}.` : ''}${relative}`;
    });
  },
});
