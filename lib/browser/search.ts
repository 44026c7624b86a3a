/** Pure helpers for search results (the Pagefind index is built from the exported HTML). */
import { normalizePath, safeDecodeURIComponent, splitHref } from '../navigation/routes';

interface SearchSection {
  title: string;
  url: string;
  excerpt: string;
  locations: number[];
}

/** Pagefind records file paths (`/glossa.html#icu`); the site's URLs are clean (`/glossa#icu`). */
export function cleanResultUrl(url: string): string {
  const { path, fragment } = splitHref(url);
  return normalizePath(path) + (fragment === null ? '' : `#${fragment}`);
}

/** The section holding most of the matches: the reader lands on its heading. */
export function bestSection(sections: readonly SearchSection[]): SearchSection | undefined {
  let best: SearchSection | undefined;
  for (const section of sections) {
    if (!best || section.locations.length > best.locations.length) best = section;
  }
  return best;
}

const words = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

function sharedPrefixLength(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

/**
 * Pagefind falls back to ever shorter prefixes of a word it cannot find, down to a single letter,
 * so `xylophone` "finds" every `x`. A result counts only when a word Pagefind highlighted contains
 * a word of the query (`ServerPhysicsSpace` for `space`) or shares its first three letters (the
 * whole word, if shorter). An excerpt without highlights (a title-only match) is kept.
 */
export function isCloseMatch(query: string, excerpt: string): boolean {
  const marked = [...excerpt.matchAll(/<mark>(.*?)<\/mark>/g)].flatMap((match) => words(match[1] ?? ''));
  if (marked.length === 0) return true;
  return words(query).some((term) =>
    marked.some((word) => word.includes(term) || sharedPrefixLength(term, word) >= Math.min(term.length, 3)),
  );
}

/** Words of a missing page's path, to prefill a search: `/glossa/icu-format.html` → `glossa icu format`. */
export function queryFromPath(pathname: string): string {
  return safeDecodeURIComponent(pathname)
    .replace(/\.html?$/i, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ');
}

/** The key that Apple keyboards use where others use Ctrl. */
export function modifierKeyLabel(platform: string): '⌘' | 'Ctrl' {
  return /mac|iphone|ipad|ipod/i.test(platform) ? '⌘' : 'Ctrl';
}

/** The shortcut shown on the search button. */
export function searchShortcutLabel(platform: string): string {
  const modifier = modifierKeyLabel(platform);
  return modifier === '⌘' ? '⌘K' : 'Ctrl K';
}
