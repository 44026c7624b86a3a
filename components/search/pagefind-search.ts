'use client';

import { cleanResultUrl, isCloseMatch, mayBeMisspelt, rankByWhereWordsStand, resultTarget } from '@/lib/browser/search';
import { type LibraryWithVersions, type ReadersVersion, theseLast, versionsAfterTheRest } from '@/lib/browser/search-versions';
import { withoutIdentifierTails } from '@/lib/search/identifier-parts';
import { correctQuery } from '@/lib/search/spelling';
import { siteConfig } from '@/lib/site-config';
import { loadVocabulary } from './load-vocabulary';
import { loadPagefind, type PagefindApi, type PagefindResult, type PagefindResultData } from './pagefind';

/** A result as the search dialog lists it. */
export interface SearchHit {
  url: string;
  title: string;
  library: string | null;
  /** The docs version, for a library with several. */
  version: string | null;
  heading: string | null;
  excerpt: string;
}

/** One search's answer: every page Pagefind matched, the first of them loaded as hits. */
export interface SearchAnswer {
  /** What the reader typed, which this answers. */
  typed: string;
  /** What was searched: what they typed, or its correction when that finds something. */
  query: string;
  /** The library and version searched, as the status names them ('' for all). */
  scope: string;
  total: number;
  hits: SearchHit[];
  notLoaded: PagefindResult[];
}

const { resultsPerBatch } = siteConfig.search;

function toHit(query: string, page: PagefindResultData): SearchHit {
  // Pagefind takes the title from the search copy's h1, tails and all.
  const title = page.meta.title === undefined ? cleanResultUrl(page.url) : withoutIdentifierTails(page.meta.title);
  const target = resultTarget(query, { ...page, title });
  return {
    url: target.url,
    title,
    library: page.meta.library ?? null,
    version: page.meta.version ?? null,
    heading: target.heading === null ? null : withoutIdentifierTails(target.heading),
    excerpt: withoutIdentifierTails(target.excerpt),
  };
}

/** The answer with its next batch of results loaded as hits. */
export async function withNextBatch(answer: SearchAnswer): Promise<SearchAnswer> {
  const pages = await Promise.all(answer.notLoaded.slice(0, resultsPerBatch).map((result) => result.data()));
  return { ...answer, hits: [...answer.hits, ...pages.map((page) => toHit(answer.query, page))], notLoaded: answer.notLoaded.slice(resultsPerBatch) };
}

/** Counts searches, so one a newer keystroke has superseded loads nothing more. */
let latestSearch = 0;

/** What a search looks in, and which results go last. */
interface SearchScope {
  library: string;
  version: string;
  reader: ReadersVersion | null;
  libraries: readonly LibraryWithVersions[];
  /** Search the words as typed, without correcting them. */
  exact: boolean;
}

/**
 * Searches all libraries, or only `library` (its title, as the pages' filter holds it), and in it
 * only `version` (its id) when one is chosen; otherwise the reader's own version of each library
 * comes first, or the default where they read none. A word the results do not show may be
 * misspelt: unless the search is `exact`, the query's words the docs do not hold are corrected to
 * the nearest they do, and the correction's results answer if there are any. Null when a newer
 * search superseded this one.
 */
export async function runSearch(typed: string, scope: SearchScope): Promise<SearchAnswer | null> {
  const search = ++latestSearch;
  const superseded = () => search !== latestSearch;
  const pagefind = await loadPagefind();
  // debouncedSearch preloads the index chunks of every keystroke's query itself.
  const response = await pagefind.debouncedSearch(typed, pagefindOptions(scope), siteConfig.search.debounceMs);
  // null: a newer keystroke superseded this search, within the debounce or while it ran; fragments
  // of a stale query would hold up the newer one.
  if (response === null || superseded()) return null;
  const answer = await answerOf(pagefind, typed, typed, response.results, scope, superseded);
  if (answer === null || scope.exact || !answer.mayBeMisspelt) return answer;
  const correction = correctQuery(typed, await loadVocabulary());
  if (correction === null || superseded()) return superseded() ? null : answer;
  const corrected = await answerOf(pagefind, typed, correction, (await pagefind.search(correction, pagefindOptions(scope))).results, scope, superseded);
  return corrected === null ? null : corrected.total > 0 ? corrected : answer;
}

function pagefindOptions({ library, version }: SearchScope): { filters?: Record<string, string> } {
  if (library === '') return {};
  return { filters: version === '' ? { library } : { library, version } };
}

/** The status's name for what was searched: `Glossa 1.0`, `Glossa`, or '' for every library. */
function scopeLabel({ library, version, libraries }: SearchScope): string {
  const label = libraries.find((entry) => entry.title === library)?.versions?.find((entry) => entry.id === version)?.label;
  return label === undefined ? library : `${library} ${label}`;
}

/** The answer to `query` from Pagefind's `results`, its first batch loaded; whether a word of it may be misspelt besides. */
async function answerOf(
  pagefind: PagefindApi,
  typed: string,
  query: string,
  matched: PagefindResult[],
  scope: SearchScope,
  superseded: () => boolean,
): Promise<(SearchAnswer & { mayBeMisspelt: boolean }) | null> {
  const { library, version, reader, libraries } = scope;
  const after = version === '' ? versionsAfterTheRest(reader, libraries).filter((entry) => library === '' || entry.library === library) : [];
  const goLast = await resultsOfVersions(pagefind, query, after);
  if (superseded()) return null;
  const results = theseLast(matched, (result) => goLast.has(result.id));
  const first = results.slice(0, resultsPerBatch);
  const pages = await Promise.all(first.map((result) => result.data()));
  if (superseded()) return null;
  const excerpts = pages.flatMap((page) => [page.excerpt, ...page.sub_results.map((section) => section.excerpt)]);
  const base = { typed, query, scope: scopeLabel(scope) };
  if (!isCloseMatch(query, excerpts)) return { ...base, total: 0, hits: [], notLoaded: [], mayBeMisspelt: true };
  const idOf = new Map(pages.map((page, index) => [page, first[index]!.id]));
  const ranked = theseLast(rankByWhereWordsStand(query, pages), (page) => goLast.has(idOf.get(page)!));
  return {
    ...base,
    total: results.length,
    hits: ranked.map((page) => toHit(query, page)),
    notLoaded: results.slice(resultsPerBatch),
    mayBeMisspelt: results.length === 0 || mayBeMisspelt(query, excerpts),
  };
}

/**
 * The ids of the results in `versions`: Pagefind's second search reuses the index chunks the first
 * loaded, and needs no fragment.
 */
async function resultsOfVersions(pagefind: PagefindApi, query: string, versions: readonly { library: string; ids: readonly string[] }[]): Promise<ReadonlySet<string>> {
  if (versions.length === 0) return new Set();
  const filters = { any: versions.map(({ library, ids }) => ({ library, version: { any: ids } })) };
  const response = await pagefind.search(query, { filters });
  return new Set(response.results.map((result) => result.id));
}
