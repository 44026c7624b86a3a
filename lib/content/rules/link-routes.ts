import { normalizePath } from '../../navigation/routes';
import { atLink } from '../site-index';
import { closestRoute } from '../../search/suggest';
import { siteRule } from './rule';

export const linkRoutes = siteRule({
  id: 'link-routes',
  severity: 'error',
  summary: 'A link to a page of the site leads to a page that exists (the error names the closest route).',
  check({ links, docsByRoute }) {
    const routes = [...docsByRoute.keys()];
    return links.flatMap((link) => {
      const { target } = link;
      if (target.kind !== 'missing-route') return [];
      const suggestion = closestRoute(routes, normalizePath(target.route));
      // Browsers resolve `api/intro` on the page /glossa from the folder /, which surprises writers.
      const relative = target.relative ? ` Relative links resolve from the page's URL ${link.doc.route}; a path from the site root (/…) is clearer.` : '';
      return [
        {
          ...atLink(link),
          message: `broken link "${link.url.url}": no page exists at ${target.route}.${suggestion ? ` The closest existing route is ${suggestion}.` : ''}${relative}`,
        },
      ];
    });
  },
});
