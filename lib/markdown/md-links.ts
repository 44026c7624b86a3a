import { posix } from 'node:path';
import { sourcePathToRoute } from '../content/paths';

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

export interface SplitHref {
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

/** A relative or absolute link to a markdown file, such as `../api.md#setup`. */
export function isMarkdownFileHref(href: string): boolean {
  return !isExternalHref(href) && /\.md$/i.test(splitHref(href).path);
}

/**
 * Resolves a link to a `.md` file, written in the doc at `sourcePath` (relative to content/),
 * to the source file it points at, or null when it escapes the content folder.
 */
export function resolveMarkdownFile(href: string, sourcePath: string): string | null {
  const { path } = splitHref(href);
  const joined = path.startsWith('/')
    ? posix.normalize(path.slice(1))
    : posix.normalize(posix.join(posix.dirname(sourcePath), path));
  return joined.startsWith('..') ? null : joined;
}

/** The route a `.md` link is rewritten to, keeping its fragment. */
export function markdownHrefToRoute(href: string, sourcePath: string): string | null {
  const file = resolveMarkdownFile(href, sourcePath);
  if (file === null) return null;
  const { fragment } = splitHref(href);
  return sourcePathToRoute(file) + (fragment ? `#${fragment}` : '');
}
