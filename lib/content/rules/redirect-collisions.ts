import { exportPathProblem } from '../export-paths';
import { findOldRoutes, siteRule } from './rule';

/** An old route the hosts could not redirect: a page or the build already answers it, or two pages claim it. */
export const redirectCollisions = siteRule({
  id: 'redirect-collisions',
  severity: 'error',
  summary: "A `redirect_from` route is free: no page has it, the build does not write it or a file on its way (`/admin`, `/sitemap.xml`, `/icon.svg`, `/_images/…`, a page's `.md`, `.txt` and payload files, `/404.html/…`), and no other page's `redirect_from` lists it.",
  check({ docsByRoute, oldRoutes }) {
    const pageRoutes = new Set(docsByRoute.keys());
    return findOldRoutes(docsByRoute, (doc, route) => {
      const page = docsByRoute.get(route);
      // The page's own route, or a page that is itself a redirect target: the redirect-chains rule's.
      if (page && page !== doc && page.oldRoutes.length === 0) {
        return `${route} is the route of content/${page.file}, which is served there, so this redirect would never be used. Remove it here, or move that page away first (npm run move).`;
      }
      const taken = exportPathProblem(route, pageRoutes);
      if (taken !== null) return `${route} belongs to the site itself, so it cannot redirect to this page: ${taken}. Remove the entry.`;
      const claimants = oldRoutes.get(route) ?? [];
      if (claimants.length <= 1 || claimants[0] === doc) return null;
      return `${route} is also in the redirect_from of content/${claimants[0]!.file}, and one route can redirect to one page only: keep it in one of the two files.`;
    });
  },
});
