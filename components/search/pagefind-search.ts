'use client';

import { cleanResultUrl, isCloseMatch, rankByWhereWordsStand, resultTarget } from '@/lib/browser/search';
import { type LibraryWithVersions, type ReadersVersion, theseLast, versionsAfterTheRest } from '@/lib/browser/search-versions';
import { withoutIdentifierTails } from '@/lib/search/identifier-parts';
import { siteConfig } from '@/lib/site-config';
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
  query: string;
  /** The library searched ('' for all), so the count never names another than its own. */
  library: string;
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

/**
 * Searches all libraries, or only `library` (its title, as the pages' filter holds it), and in it
 * only `version` (its id) when one is chosen; otherwise the reader's own version of each library
 * comes first, or the default where they read none. Null when a newer search superseded this one.
 */
export async function runSearch(query: string, library: string, version: string, reader: ReadersVersion | null, libraries: readonly LibraryWithVersions[]): Promise<SearchAnswer | null> {
  const search = ++latestSearch;
  const pagefind = await loadPagefind();
  // debouncedSearch preloads the index chunks of every keystroke's query itself.
  const filters: Record<string, string> = version === '' ? { library } : { library, version };
  const response = await pagefind.debouncedSearch(query, library === '' ? {} : { filters }, siteConfig.search.debounceMs);
  // null: a newer keystroke superseded this search, within the debounce or while it ran; fragments
  // of a stale query would hold up the newer one.
  if (response === null || search !== latestSearch) return null;
  const after = version === '' ? versionsAfterTheRest(reader, libraries).filter((entry) => library === '' || entry.library === library) : [];
  const goLast = await resultsOfVersions(pagefind, query, after);
  if (search !== latestSearch) return null;
  const results = theseLast(response.results, (result) => goLast.has(result.id));
  const first = results.slice(0, resultsPerBatch);
  const pages = await Promise.all(first.map((result) => result.data()));
  if (!isCloseMatch(query, pages.flatMap((page) => [page.excerpt, ...page.sub_results.map((section) => section.excerpt)]))) {
    return { query, library, total: 0, hits: [], notLoaded: [] };
  }
  const idOf = new Map(pages.map((page, index) => [page, first[index]!.id]));
  const ranked = theseLast(rankByWhereWordsStand(query, pages), (page) => goLast.has(idOf.get(page)!));
  return { query, library, total: results.length, hits: ranked.map((page) => toHit(query, page)), notLoaded: results.slice(resultsPerBatch) };
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
