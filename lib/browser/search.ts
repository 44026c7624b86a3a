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

/** An element of the page with an id, as Pagefind lists it, with where its words start (it gives a row's text as ''). */
interface SearchAnchor {
  element: string;
  id: string;
  location: number;
}

interface SearchPage {
  url: string;
  excerpt: string;
  title: string;
  sub_results: readonly SearchSection[];
  weighted_locations?: MatchedPage['weighted_locations'];
  anchors?: readonly SearchAnchor[];
}

/** Pagefind's weight for plain text; a table row's command and permission cells weigh more. */
const PLAIN_TEXT_WEIGHT = 1;

/**
 * The table row (a command table's rows have ids) holding more of the query's weighted matches
 * than any other row, so a search for `/sokol give` or `sokol.command.give` lands on that row, not
 * on its section's heading; a word every row holds (`sokol`) picks none. A row runs to the next
 * element with an id; only matches in weighted cells count, so the prose after a table does not.
 */
function rowOfMostMatches({ weighted_locations: matches = [], anchors = [] }: SearchPage): SearchAnchor | undefined {
  const inOrder = [...anchors].sort((a, b) => a.location - b.location);
  const counted = inOrder.flatMap(({ element, location }, index) => {
    if (element !== 'tr') return [];
    const end = inOrder[index + 1]?.location ?? Number.POSITIVE_INFINITY;
    return [{ row: inOrder[index]!, count: matches.filter((match) => match.weight > PLAIN_TEXT_WEIGHT && match.location >= location && match.location < end).length }];
  });
  const [best, next] = counted.sort((a, b) => b.count - a.count);
  return best && best.count > 0 && best.count > (next?.count ?? 0) ? best.row : undefined;
}

/** Where a result leads, and what it shows under the page's title. */
interface ResultTarget {
  url: string;
  heading: string | null;
  excerpt: string;
}

/**
 * A page whose title holds every word of the query is what the reader asked for: it opens at its
 * top. Otherwise the result opens at the table row holding most of its matches, or else at the
 * section holding most of the matches.
 */
export function resultTarget(query: string, page: SearchPage): ResultTarget {
  const titleWords = words(page.title);
  const pageLevel = words(query).every((term) => titleWords.some((word) => word.startsWith(term)));
  const section = pageLevel ? undefined : bestSection(page.sub_results);
  const row = pageLevel ? undefined : rowOfMostMatches(page);
  if (row) return { url: cleanResultUrl(`${splitHref(page.url).path}#${row.id}`), heading: section?.title ?? null, excerpt: section?.excerpt ?? page.excerpt };
  if (section === undefined || !section.url.includes('#')) return { url: cleanResultUrl(page.url), heading: null, excerpt: section?.excerpt ?? page.excerpt };
  return { url: cleanResultUrl(section.url), heading: section.title, excerpt: section.excerpt };
}

/**
 * Words of a missing page's name, to prefill a search: `/glossa/icu-format.html` → `icu format`.
 * The folders before it only place the page, and their words outweigh its name in every page
 * of that folder (`/glossa/concept/icu` searched as `glossa concept icu` put Glossa concepts first).
 */
export function queryFromPath(pathname: string): string {
  const segments = safeDecodeURIComponent(pathname)
    .replace(/\.html?$/i, '')
    .split('/')
    .filter((segment) => /[\p{L}\p{N}]/u.test(segment));
  return (segments.at(-1) ?? '')
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
