/** Pure helpers for search results (the Pagefind index is built from the exported HTML). */
import { normalizePath, routeOfSitePath, safeDecodeURIComponent, splitHref } from '../navigation/routes';

/** Where the query matched a page or a section, with the weight of the element there. */
type WeightedLocations = readonly { weight: number; location: number }[];

interface SearchSection {
  title: string;
  url: string;
  excerpt: string;
  weighted_locations: WeightedLocations;
}

/**
 * Pagefind records file paths under the folder it is served from (`/docs/glossa.html#icu` on a
 * site built for /docs); the result is the clean route Next's router takes (`/glossa#icu`).
 */
export function cleanResultUrl(url: string): string {
  const { path, fragment } = splitHref(url);
  return routeOfSitePath(normalizePath(path)) + (fragment === null ? '' : `#${fragment}`);
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
  const marked = markedWords(excerpts);
  if (marked.length === 0) return true;
  return words(query).some((term) =>
    marked.some((word) => word.includes(term) || sharedPrefixLength(term, word) >= Math.min(term.length, 3)),
  );
}

const markedWords = (excerpts: readonly string[]) => excerpts.flatMap((excerpt) => [...excerpt.matchAll(/<mark>(.*?)<\/mark>/g)].flatMap((match) => words(match[1] ?? '')));

/**
 * Whether a word of the query is not among the highlighted words of the excerpts, whole or as
 * their start: Pagefind found it by a shorter prefix (`Configuarte` as `config`) or not at all, so
 * it may be misspelt. A highlight may also lie outside the excerpts' windows, which a look at the
 * vocabulary then settles.
 */
export function mayBeMisspelt(query: string, excerpts: readonly string[]): boolean {
  const marked = markedWords(excerpts);
  return words(query).some((term) => !marked.some((word) => word.startsWith(term)));
}

/** A page as Pagefind returns it: its text, and where the query matched. */
interface MatchedPage {
  content: string;
  weighted_locations: WeightedLocations;
}

/** Whether a word of the page, split into its parts, starts with the query's word, whole or at one of its parts. */
const holdsTerm = (parts: readonly string[], term: string) => parts.some((part) => part.startsWith(term)) || parts.join('').startsWith(term);

/** For each word of the query, the highest weight at which the page holds it (a heading, an API name, or body text). */
function matchWeight(query: string, page: MatchedPage): number {
  const contentWords = page.content.split(/\s+/);
  const matched = page.weighted_locations.map(({ weight, location }) => ({ weight, parts: words(contentWords[location] ?? '') }));
  return words(query).reduce((sum, term) => {
    const weights = matched.filter(({ parts }) => holdsTerm(parts, term)).map(({ weight }) => weight);
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

interface SearchPage extends MatchedPage {
  url: string;
  excerpt: string;
  title: string;
  sub_results: readonly SearchSection[];
  anchors?: readonly SearchAnchor[];
}

/** Pagefind's weight for plain text; a table row's command and permission cells weigh more. */
const PLAIN_TEXT_WEIGHT = 1;

/**
 * The table row holding more of the query's words in its weighted cells than any other row, so a
 * search for `/sokol give`, `sokol.command.give` or `sokol entity_hover_distance` lands on that
 * row, not on its section's heading: a match counts once for each query word it holds
 * (`entity_hover_distance` holds three of that query's four). A word every row holds (`sokol`)
 * picks none. A command table's rows have ids; a reference table's row is known by the id of the
 * name in its first cell. A row runs to the next element with an id; only matches in weighted
 * cells count, so the prose after a table does not.
 */
function rowOfMostMatches(terms: readonly string[], page: SearchPage): SearchAnchor | undefined {
  const contentWords = page.content.split(/\s+/);
  const matches = page.weighted_locations.filter(({ weight }) => weight > PLAIN_TEXT_WEIGHT);
  const inOrder = [...(page.anchors ?? [])].sort((a, b) => a.location - b.location);
  const counted = inOrder.flatMap(({ element, location }, index) => {
    if (element !== 'tr' && element !== 'code') return [];
    const end = inOrder[index + 1]?.location ?? Number.POSITIVE_INFINITY;
    const inRow = matches.filter((match) => match.location >= location && match.location < end);
    return [{ row: inOrder[index]!, count: inRow.reduce((sum, match) => sum + termsAt(contentWords[match.location] ?? '', terms).length, 0) }];
  });
  const [best, next] = counted.sort((a, b) => b.count - a.count);
  return best && best.count > 0 && best.count > (next?.count ?? 0) ? best.row : undefined;
}

/**
 * The query's words that a matched word of the page stands for: those it holds; else the one
 * sharing the longest start with it, as Pagefind also matches by stem (`commands` → `command`).
 */
function termsAt(word: string, terms: readonly string[]): string[] {
  const parts = words(word);
  const held = terms.filter((term) => holdsTerm(parts, term));
  if (held.length > 0) return held;
  const shared = (term: string) => Math.max(0, ...parts.map((part) => sharedPrefixLength(term, part)));
  return [terms.reduce((best, term) => (shared(term) > shared(best) ? term : best))];
}

/**
 * The section holding the largest share of each query word's weighted matches on the page: for
 * `sokol give` the command table, which holds most of the page's "give", not the section that
 * names Sokol most often (the library's name is all over its page). The first one on a tie.
 */
function bestSection(terms: readonly string[], page: SearchPage): SearchSection | undefined {
  const contentWords = page.content.split(/\s+/);
  const weightsOf = (locations: WeightedLocations) => {
    const byTerm = new Map<string, number>();
    for (const { weight, location } of locations) {
      for (const term of termsAt(contentWords[location] ?? '', terms)) byTerm.set(term, (byTerm.get(term) ?? 0) + weight);
    }
    return byTerm;
  };
  const sections = page.sub_results.map((section) => ({ section, byTerm: weightsOf(section.weighted_locations) }));
  const onPage = new Map<string, number>();
  for (const { byTerm } of sections) for (const [term, weight] of byTerm) onPage.set(term, (onPage.get(term) ?? 0) + weight);
  const share = (byTerm: Map<string, number>) => [...byTerm].reduce((sum, [term, weight]) => sum + weight / onPage.get(term)!, 0);
  let best: { section: SearchSection; score: number } | undefined;
  for (const { section, byTerm } of sections) {
    const score = share(byTerm);
    if (!best || score > best.score) best = { section, score };
  }
  return best?.section;
}

/** Where a result leads, and what it shows under the page's title. */
interface ResultTarget {
  url: string;
  heading: string | null;
  excerpt: string;
}

/**
 * A page whose title holds every word of the query is what the reader asked for: it opens at its
 * top. Otherwise the result opens at the table row holding most of its matches (rowOfMostMatches), or
 * else at the section where the query's words stand (bestSection).
 */
export function resultTarget(query: string, page: SearchPage): ResultTarget {
  const terms = words(query);
  const titleWords = words(page.title);
  // A query without words holds them all: it opens at the top too.
  const pageLevel = terms.every((term) => titleWords.some((word) => word.startsWith(term)));
  const section = pageLevel ? undefined : bestSection(terms, page);
  const row = pageLevel ? undefined : rowOfMostMatches(terms, page);
  if (row) return { url: cleanResultUrl(`${splitHref(page.url).path}#${row.id}`), heading: section?.title ?? null, excerpt: section?.excerpt ?? page.excerpt };
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
  return modifierKeyLabel(platform) === '⌘' ? '⌘K' : 'Ctrl K';
}
