import { isUnderBasePath, routeOfSitePath } from '../navigation/routes';

/**
 * How `npm run serve` mounts an export built for a base path: `/docs/glossa?x` is the export's
 * `/glossa?x`, and a path outside `/docs` names nothing of the site (null).
 */
export function urlInsideBasePath(requestUrl: string, basePath: string): string | null {
  return isUnderBasePath(requestUrl, basePath) ? routeOfSitePath(requestUrl, basePath) : null;
}
