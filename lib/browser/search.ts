/** Pure helpers for search results (the Pagefind index is built from the exported HTML). */
import { normalizePath, routeOfSitePath, safeDecodeURIComponent, splitHref } from '../navigation/routes';

interface SearchSection {
  title: string;
  url: string;
  excerpt: string;
  locations: number[];
}

/**
 * Pagefind records file paths under the folder it is served from (`/docs/glossa.html#icu` on a
 * site built for /docs); the result is the clean route Next's router takes (`/glossa#icu`).
 */
export function cleanResultUrl(url: string): string {
  const { path, fragment } = splitHref(url);
  return routeOfSitePath(normalizePath(path)) + (fragment === null ? '' : `#${fragment}`);
}

/** The section holding most of the matches: the reader lands on its heading. */
function bestSection(sections: readonly SearchSection[]): SearchSection | undefined {
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
 * so `xylophone` "finds" every `x`. Such a fallback hits every page alike, so the query counts as
 * found when a word highlighted in any of the first pages' excerpts contains a word of the query
 * (`ServerPhysicsSpace` for `space`) or shares its first three letters (the whole word, if
 * shorter). A page matched by its title alone has no highlight and counts as found.
 */
export function isCloseMatch(query: string, excerpts: readonly string[]): boolean {
  const marked = excerpts.flatMap((excerpt) => [...excerpt.matchAll(/<mark>(.*?)<\/mark>/g)].flatMap((match) => words(match[1] ?? '')));
  if (marked.length === 0) return true;
  return words(query).some((term) =>
    marked.some((word) => word.includes(term) || sharedPrefixLength(term, word) >= Math.min(term.length, 3)),
  );
}

/** A page as Pagefind returns it: its text, and where the query matched, with the weight of the element there. */
interface MatchedPage {
  content: string;
  weighted_locations: readonly { weight: number; location: number }[];
}

/** For each word of the query, the highest weight at which the page holds it (a heading, an API name, or body text). */
function matchWeight(query: string, page: MatchedPage): number {
  const contentWords = page.content.split(/\s+/);
  const matched = page.weighted_locations.map(({ weight, location }) => ({ weight, parts: words(contentWords[location] ?? '') }));
  return words(query).reduce((sum, term) => {
    const weights = matched.filter(({ parts }) => parts.some((part) => part.startsWith(term)) || parts.join('').startsWith(term)).map(({ weight }) => weight);
    return sum + Math.max(0, ...weights);
  }, 0);
}

/**
 * Pagefind ranks by how often a page holds the query's words, so a long listing that repeats
 * them (a whole config file full of `sokol:`) beats the reference that names them once in a
 * heading or a table's key column. The pages loaded first are reordered by where their words
 * stand; Pagefind's order breaks ties.
 */
export function rankByWhereWordsStand<Page extends MatchedPage>(query: string, pages: readonly Page[]): Page[] {
  return pages
    .map((page, index) => ({ page, index, weight: matchWeight(query, page) }))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ page }) => page);
}

interface SearchPage {
  url: string;
  excerpt: string;
  title: string;
  sub_results: readonly SearchSection[];
}

/** Where a result leads, and what it shows under the page's title. */
interface ResultTarget {
  url: string;
  heading: string | null;
  excerpt: string;
}

/**
 * A page whose title holds every word of the query is what the reader asked for: it opens at its
 * top. Otherwise the result opens at the section holding most of the matches.
 */
export function resultTarget(query: string, page: SearchPage): ResultTarget {
  const titleWords = words(page.title);
  const pageLevel = words(query).every((term) => titleWords.some((word) => word.startsWith(term)));
  const section = pageLevel ? undefined : bestSection(page.sub_results);
  if (section === undefined || !section.url.includes('#')) return { url: cleanResultUrl(page.url), heading: null, excerpt: section?.excerpt ?? page.excerpt };
  return { url: cleanResultUrl(section.url), heading: section.title, excerpt: section.excerpt };
}

/**
 * Words of a missing page's address, to prefill a search: `/sokol/exmaple.html` → `sokol exmaple`.
 * The whole path, not its last segment: a typo there (`exmaple`) finds nothing alone, and the
 * folders' words still find the right library's pages. The not-found page names the closest
 * existing route beside it (components/errors/ClosestRoute.tsx).
 */
export function queryFromPath(pathname: string): string {
  const words = safeDecodeURIComponent(pathname)
    .replace(/\.html?$/i, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return [...new Set(words)].join(' ');
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
