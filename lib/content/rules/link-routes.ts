import { normalizePath } from '../../navigation/routes';
import { atLink } from '../site-index';
import { closest, nearby } from '../suggest';
import type { SiteRule } from './rule';

/** A route ending in the wanted path (`/api/intro` → `/glossa/api/intro`), else the nearest one. */
function closestRoute(routes: readonly string[], wanted: string): string | undefined {
  const endingLikeIt = routes.filter((route) => wanted !== '/' && route.endsWith(wanted));
  if (endingLikeIt.length === 1) return endingLikeIt[0];
  return closest(routes, wanted, nearby(wanted));
}

export const linkRoutes: SiteRule = {
  id: 'link-routes',
  severity: 'error',
  looksAt: 'site',
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
};
