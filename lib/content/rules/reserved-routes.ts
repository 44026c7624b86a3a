import { RESERVED_ROUTES, reservedRouteOf } from '../../navigation/reserved-routes';
import { sourcePathToRoute } from '../../navigation/routes';
import { nameRule } from './rule';

/** A page there would be overwritten by the build's own file, or overwrite it (content/admin.md took the CMS's page). */
export const reservedRoutes = nameRule({
  id: 'reserved-routes',
  severity: 'error',
  summary: `A page does not take a route the build writes itself: ${Object.values(RESERVED_ROUTES).map((route) => `\`${route}\``).join(', ')} and what lies below them.`,
  check(file) {
    const route = sourcePathToRoute(file);
    const taken = reservedRouteOf(route);
    if (taken === null) return null;
    const where = route === taken ? `the route ${route}` : `${route}, below ${taken},`;
    return { message: `${where} belongs to the site itself (the build writes it), so this page would replace it or be replaced: rename the file or its folder.` };
  },
});
