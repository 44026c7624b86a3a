import { findOldRoutes, siteRule } from './rule';

/**
 * A redirect that leads back to itself or on to another redirect: a reader would loop, or land on
 * a page whose own old routes now go elsewhere. Both come from a move written by hand.
 */
export const redirectChains = siteRule({
  id: 'redirect-chains',
  severity: 'error',
  summary: "A `redirect_from` route is not the page's own route (a loop) nor the route of a page that has old routes itself (a chain).",
  check: ({ docsByRoute }) =>
    findOldRoutes(docsByRoute, (doc, route) => {
      if (route === doc.route) return `${route} is this page's own route: the redirect would loop. Remove the entry.`;
      const page = docsByRoute.get(route);
      if (!page || page.oldRoutes.length === 0) return null;
      const before = page.oldRoutes.map((old) => old.route).join(', ');
      return `${route} is the route of content/${page.file}, which is itself the target of ${before}: the redirects would chain (${before} → ${route} → ${doc.route}). Move content/${page.file} with npm run move, or list ${before} here and remove that page.`;
    }),
});
