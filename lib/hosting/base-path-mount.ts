/**
 * How `npm run serve` mounts an export built for a base path: `/docs/glossa?x` is the export's
 * `/glossa?x`, and a path outside `/docs` names nothing of the site.
 */
export function urlInsideBasePath(requestUrl: string, basePath: string): string | null {
  if (basePath === '') return requestUrl;
  const rest = requestUrl.slice(basePath.length);
  if (!requestUrl.startsWith(basePath) || !/^(?:[/?]|$)/.test(rest)) return null;
  return rest.startsWith('/') ? rest : `/${rest}`;
}
