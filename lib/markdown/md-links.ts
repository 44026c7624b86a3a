import { posix } from 'node:path';
import { sourcePathToRoute } from '../content/paths';
import { isExternalHref, splitHref } from '../url';

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
