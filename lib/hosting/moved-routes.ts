import { oldRouteUrls, type Redirect } from '../content/redirects';

/** Each old URL of a moved page (lib/content/redirects.ts) → the route it moved to. */
export function movedRoutes(redirects: readonly Redirect[]): Map<string, string> {
  return new Map(redirects.flatMap((redirect) => oldRouteUrls(redirect).map((url) => [url, redirect.to] as const)));
}

/** Where `npm run serve` sends a request for an old route: the new route with the request's query string, or null. */
export function movedLocation(moved: ReadonlyMap<string, string>, requestUrl: string): string | null {
  const queryAt = requestUrl.indexOf('?');
  const path = queryAt === -1 ? requestUrl : requestUrl.slice(0, queryAt);
  const to = moved.get(path);
  return to === undefined ? null : `${to}${queryAt === -1 ? '' : requestUrl.slice(queryAt)}`;
}
