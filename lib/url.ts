/**
 * Clean-URL rule of the site: `/x.html`, `/x/index.html`, `/index.html` and `/x/` all mean `/x`
 * (or `/`). Self-contained on purpose: the boot script inlines this function's source.
 */
export function normalizePath(path: string): string {
  let clean = path.replace(/\/index\.html$/i, '/').replace(/\.html$/i, '');
  clean = clean.replace(/\/{2,}/g, '/');
  while (clean.length > 1 && clean.endsWith('/')) clean = clean.slice(0, -1);
  return clean === '' ? '/' : clean;
}

export function absoluteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/$/, '')}${normalizePath(path)}`;
}

/** Decodes `%xx` escapes; a malformed one (such as `%E0%A4%A`) leaves the text as written instead of throwing. */
export function safeDecodeURIComponent(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

interface SplitHref {
  path: string;
  fragment: string | null;
}

export function splitHref(href: string): SplitHref {
  const hashAt = href.indexOf('#');
  if (hashAt === -1) return { path: href, fragment: null };
  return { path: href.slice(0, hashAt), fragment: href.slice(hashAt + 1) };
}

export function isExternalHref(href: string): boolean {
  return EXTERNAL.test(href) || href.startsWith('//');
}

/** The only schemes a link or image in the docs may use; everything else (javascript:, data:, vbscript:, …) could run code. */
export const SAFE_URL_SCHEMES = ['http', 'https', 'mailto'] as const;

/**
 * The scheme a browser reads from `href`, lower-cased, or null for a relative URL. The URL parser
 * ignores tabs and newlines anywhere and leading control characters and spaces
 * (https://url.spec.whatwg.org/#concept-basic-url-parser), so `java\tscript:` is still `javascript:`.
 */
export function urlScheme(href: string): string | null {
  const parsed = href.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
  return /^([a-z][a-z0-9+.-]*):/i.exec(parsed)?.[1]?.toLowerCase() ?? null;
}

export function isSafeUrl(href: string): boolean {
  const scheme = urlScheme(href);
  return scheme === null || (SAFE_URL_SCHEMES as readonly string[]).includes(scheme);
}
