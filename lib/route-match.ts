/**
 * Route matching for active links, after react-router v5's matchPath (which Docusaurus uses):
 * a pattern may hold parameters (`/glossa/:page`); `exact` means the whole path must match, not
 * only a prefix; `strict` makes a trailing slash significant.
 */
import { safeDecodeURIComponent } from './url';

interface MatchOptions {
  exact?: boolean;
  strict?: boolean;
}

interface RouteMatch {
  path: string;
  url: string;
  isExact: boolean;
  params: Record<string, string>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(pattern: string, { exact = false, strict = false }: MatchOptions) {
  const names: string[] = [];
  const trimmed = strict || pattern === '/' ? pattern : pattern.replace(/\/+$/, '');
  const body = trimmed
    .split('/')
    .map((segment) => {
      const param = /^:(\w+)(\?)?$/.exec(segment);
      if (!param) return escapeRegExp(segment);
      names.push(param[1]!);
      return param[2] ? '?([^/]*)' : '([^/]+)';
    })
    .join('/');
  let source = `^${body}`;
  if (!strict) source += '(?:/(?=$))?';
  source += exact ? '$' : trimmed.endsWith('/') ? '' : '(?=/|$)';
  return { regexp: new RegExp(source, 'i'), names };
}

export function matchPath(pathname: string, pattern: string, options: MatchOptions = {}): RouteMatch | null {
  const { regexp, names } = compile(pattern, options);
  const match = regexp.exec(pathname);
  if (!match) return null;
  const url = match[0];
  const isExact = pathname === url;
  if (options.exact && !isExact) return null;
  const params = Object.fromEntries(names.map((name, index) => [name, safeDecodeURIComponent(match[index + 1] ?? '')]));
  return { path: pattern, url: pattern === '/' && url === '' ? '/' : url, isExact, params };
}
