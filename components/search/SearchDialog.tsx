'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { DialogBackdrop } from '@/components/dialog/DialogBackdrop';
import { usePathname, useRouter } from 'next/navigation';
import { type KeyboardEvent, type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from '@/components/navigation/Link';
import { navigateTo } from '@/components/navigation/navigate';
import { startRouteProgress } from '@/components/progress/route-progress-store';
import { cleanResultUrl, isCloseMatch, modifierKeyLabel, rankByWhereWordsStand, resultTarget } from '@/lib/browser/search';
import { withoutIdentifierTails } from '@/lib/search/identifier-parts';
import { sitePath } from '@/lib/navigation/routes';
import { type LibraryWithVersions, type ReadersVersion, readersVersion, theseLast, versionsAfterTheRest } from '@/lib/browser/search-versions';
import { siteConfig } from '@/lib/site-config';
import { loadPagefind, type PagefindApi, type PagefindResult, type PagefindResultData } from './pagefind';
import { FilterSelect } from './FilterSelect';
import { currentPlatform } from './platform';

export type SearchLibrary = LibraryWithVersions;

interface SearchHit {
  url: string;
  title: string;
  library: string | null;
  /** The docs version, for a library with several. */
  version: string | null;
  heading: string | null;
  excerpt: string;
}

/** One search's answer: every page Pagefind matched, the first of them loaded as hits. */
interface SearchAnswer {
  query: string;
  /** The library searched ('' for all), so the count never names another than its own. */
  library: string;
  total: number;
  hits: SearchHit[];
  notLoaded: PagefindResult[];
}

type SearchState = { status: 'idle' } | { status: 'error'; message: string } | ({ status: 'done' } & SearchAnswer);

interface SearchDialogProps {
  /** Called when focus moves into the dialog, from which point its field takes keystrokes itself. */
  onReady: () => void;
  open: boolean;
  initialQuery: string;
  libraries: readonly SearchLibrary[];
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
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

async function loadHits(query: string, results: readonly PagefindResult[]): Promise<SearchHit[]> {
  const pages = await Promise.all(results.map((result) => result.data()));
  return pages.map((page) => toHit(query, page));
}

/** Counts searches, so one a newer keystroke has superseded loads nothing more. */
let latestSearch = 0;

/**
 * Searches all libraries, or only `library` (its title, as the pages' filter holds it), and in it
 * only `version` (its id) when one is chosen; otherwise the reader's own version of each library
 * comes first, or the default where they read none.
 */
async function runSearch(query: string, library: string, version: string, reader: ReadersVersion | null, libraries: readonly SearchLibrary[]): Promise<SearchAnswer | null> {
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

export function SearchDialog({ onReady, open, initialQuery, libraries, onOpenChange, returnFocusTo }: SearchDialogProps) {
  const router = useRouter();
  const [query, setQuery] = useState(initialQuery);
  const [library, setLibrary] = useState('');
  const reader = readersVersion(usePathname() ?? '/', libraries);
  // '' searches every version; choosing a library with versions starts from the one the reader is on.
  const [version, setVersion] = useState('');
  const versions = libraries.find((entry) => entry.title === library)?.versions ?? [];
  const chooseLibrary = (title: string) => {
    setLibrary(title);
    setVersion(reader?.library === title ? reader.id : '');
  };
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const [active, setActive] = useState(0);
  const focusBeforeOpen = useRef<HTMLElement | null>(null);
  // Set when the reader opens a result here: focus then goes where the new page puts it.
  const resultChosen = useRef(false);
  const loadingMore = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();

  // Each opening starts from the query it was opened with (empty, or the words of a missing page).
  const [openedWith, setOpenedWith] = useState<{ open: boolean; query: string }>({ open, query: initialQuery });
  if (openedWith.open !== open || openedWith.query !== initialQuery) {
    setOpenedWith({ open, query: initialQuery });
    if (open) setQuery(initialQuery);
  }

  // Fetch the index as soon as the dialog opens, so the first results come quickly.
  useEffect(() => {
    if (open) loadPagefind().catch(() => {});
  }, [open]);

  useEffect(() => {
    const trimmed = query.trim();
    if (!open || trimmed === '') return;
    let current = true;
    runSearch(trimmed, library, version, reader, libraries).then(
      (answer) => {
        if (!current || answer === null) return;
        setState({ status: 'done', ...answer });
        setActive(0);
      },
      (error: unknown) => current && setState({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
    // The reader's version is read afresh each render; only its id and library matter here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, library, version, reader?.library, reader?.id, open]);

  const optionId = useCallback((index: number) => `${listId}-option-${index}`, [listId]);
  const answer = state.status === 'done' && query.trim() !== '' ? state : null;
  const hits = answer?.hits ?? [];

  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active, hits.length, optionId]);

  /** Loads the next batch and selects its first result, keeping the keyboard in the field. */
  const showMore = async () => {
    // A second key press before the batch arrives would load it twice.
    if (answer === null || answer.notLoaded.length === 0 || loadingMore.current) return;
    loadingMore.current = true;
    const more = await loadHits(answer.query, answer.notLoaded.slice(0, resultsPerBatch)).finally(() => {
      loadingMore.current = false;
    });
    setState((current) =>
      current === answer ? { ...answer, hits: [...answer.hits, ...more], notLoaded: answer.notLoaded.slice(resultsPerBatch) } : current,
    );
    setActive(answer.hits.length);
    inputRef.current?.focus();
  };

  const select = (hit: SearchHit | undefined) => {
    if (!hit) return;
    resultChosen.current = true;
    onOpenChange(false);
    startRouteProgress(hit.url);
    navigateTo(router, hit.url);
  };
  // Options are not links (the listbox pattern forbids them inside), so the usual ways of opening
  // a link in a new tab are handled here; the dialog stays open for the next result.
  const openInNewTab = (hit: SearchHit | undefined) => {
    if (hit) window.open(sitePath(hit.url), '_blank', 'noopener');
  };
  const wantsNewTab = (event: { ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }) => event.ctrlKey || event.metaKey || event.shiftKey;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (hits.length === 0) return;
      // Down from the last result loaded goes on into the next batch.
      if (event.key === 'ArrowDown' && active === hits.length - 1 && answer !== null && answer.notLoaded.length > 0) {
        void showMore();
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (wantsNewTab(event)) openInNewTab(hits[active]);
      else select(hits[active]);
    }
  };

  const empty = answer !== null && hits.length === 0;
  const inLibrary = answer === null || answer.library === '' ? '' : ` in ${answer.library}`;
  const countText = answer === null ? '' : `${answer.total} result${answer.total === 1 ? '' : 's'} for ${answer.query}${inLibrary}`;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogBackdrop />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            focusBeforeOpen.current = document.activeElement as HTMLElement | null;
            resultChosen.current = false;
            // Radix would select the field's text, and the next keystroke would replace a query
            // typed while the dialog loaded: put the caret at the end instead.
            event.preventDefault();
            const input = inputRef.current;
            input?.focus();
            input?.setSelectionRange(input.value.length, input.value.length);
            onReady();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (resultChosen.current) return;
            const previous = focusBeforeOpen.current;
            (previous && previous !== document.body && previous.isConnected ? previous : returnFocusTo.current)?.focus();
          }}
          // The whole dialog, footer included, stays inside the viewport; only the results scroll.
          className="fixed inset-x-2 top-4 z-50 mx-auto flex max-h-[calc(100dvh-2rem)] max-w-2xl flex-col overflow-hidden rounded-card border border-border bg-bg shadow-2xl outline-none sm:top-16 sm:max-h-[calc(100dvh-8rem)]"
        >
          <div className="flex shrink-0 items-center gap-2 border-b border-border px-4">
            <Dialog.Title className="sr-only">Search docs</Dialog.Title>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="icon size-5 shrink-0 text-muted stroke-[2.5]">
              <circle cx="11" cy="11" r="7" />
              <path d="m20 20-3.5-3.5" />
            </svg>
            <input
              ref={inputRef}
              type="search"
              role="combobox"
              aria-label="Search docs"
              aria-expanded={hits.length > 0}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={hits.length > 0 ? optionId(active) : undefined}
              autoComplete="off"
              spellCheck={false}
              placeholder="Search docs"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={onKeyDown}
              className="h-14 min-w-0 flex-1 bg-transparent text-body text-fg outline-none placeholder:text-muted"
            />
            <Dialog.Close aria-label="Close search" className="-mr-2 grid size-11 shrink-0 place-items-center rounded-control text-muted hover:bg-surface hover:text-fg">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="icon size-5 stroke-[2.5]">
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </Dialog.Close>
          </div>
          <div className="flex shrink-0 flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-border px-4 py-1.5 text-small">
            <span className="flex flex-wrap items-center gap-x-4 gap-y-1">
              <FilterSelect
                label="Library"
                value={library}
                onChange={chooseLibrary}
                allLabel="All libraries"
                options={libraries.map((entry) => ({ value: entry.title, label: entry.title }))}
              />
              {versions.length > 0 && (
                <FilterSelect label="Version" value={version} onChange={setVersion} allLabel="All versions" options={versions.map((entry) => ({ value: entry.id, label: entry.label }))} />
              )}
            </span>
            <p role="status" className="text-muted">
              {countText}
            </p>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-2">
            <ul role="listbox" id={listId} aria-label="Search results" className="space-y-1">
              {hits.map((hit, index) => (
                <li
                  key={hit.url}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  data-url={hit.url}
                  onMouseMove={() => setActive(index)}
                  onClick={(event) => (wantsNewTab(event) ? openInNewTab(hit) : select(hit))}
                  onAuxClick={(event) => event.button === 1 && openInNewTab(hit)}
                  className="cursor-pointer rounded-control px-3 py-2 aria-selected:bg-accent-soft"
                >
                  <span className="flex flex-wrap items-baseline gap-x-2">
                    <span className="font-semibold text-fg">{hit.title}</span>
                    {hit.library && (
                      <span className="text-xs font-medium uppercase tracking-wide text-accent">
                        {hit.library}
                        {hit.version && ` ${hit.version}`}
                      </span>
                    )}
                  </span>
                  {hit.heading && <span className="block text-small text-muted">› {hit.heading}</span>}
                  <span className="search-excerpt mt-0.5 block text-small text-fg" dangerouslySetInnerHTML={{ __html: hit.excerpt }} />
                </li>
              ))}
            </ul>
            {answer !== null && answer.notLoaded.length > 0 && (
              <button
                type="button"
                onClick={() => void showMore()}
                className="mt-2 w-full rounded-control border border-border px-3 py-2 text-small font-semibold text-accent hover:border-accent"
              >
                More results ({answer.notLoaded.length} not shown)
              </button>
            )}
            {query.trim() === '' && <p className="px-3 py-6 text-center text-small text-muted">Type to search every page of the docs.</p>}
            {state.status === 'error' && (
              <p className="px-3 py-6 text-center text-small text-fg">Search could not load: {state.message}</p>
            )}
            {empty && (
              <div className="px-3 py-6 text-center text-small text-fg">
                <p>
                  No results for <strong>“{query.trim()}”</strong>
                  {inLibrary}. Try fewer or different words, or browse a library:
                </p>
                <ul className="mt-3 flex flex-wrap justify-center gap-2">
                  {libraries.map((entry) => (
                    <li key={entry.href}>
                      <Link href={entry.href} onClick={() => onOpenChange(false)} className="inline-block rounded-control border border-border px-3 py-1 text-accent hover:border-accent">
                        {entry.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
          <KeyboardHints />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** How to drive the results from the keyboard; phones have no use for it. */
function KeyboardHints() {
  const modifier = modifierKeyLabel(currentPlatform());
  const hints: [string, string][] = [
    ['↑ ↓', 'to choose'],
    ['Enter', 'to open'],
    [`${modifier} Enter`, 'for a new tab'],
    ['Esc', 'to close'],
  ];
  return (
    <ul className="hidden shrink-0 flex-wrap gap-x-4 gap-y-1 border-t border-border bg-bg px-4 py-2 text-xs text-muted sm:flex">
      {hints.map(([keys, action]) => (
        <li key={action}>
          <kbd className="rounded border border-border px-1 font-sans">{keys}</kbd> {action}
        </li>
      ))}
    </ul>
  );
}
