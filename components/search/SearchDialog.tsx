'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { DialogBackdrop } from '@/components/dialog/DialogBackdrop';
import { useRouter } from 'next/navigation';
import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { Link } from '@/components/navigation/Link';
import { startRouteProgress } from '@/components/progress/route-progress-store';
import { bestSection, cleanResultUrl, isCloseMatch, modifierKeyLabel } from '@/lib/browser/search';
import { siteConfig } from '@/lib/site-config';
import { loadPagefind } from './pagefind';
import { currentPlatform } from './platform';

export interface SearchLibrary {
  title: string;
  href: string;
}

interface SearchHit {
  url: string;
  title: string;
  library: string | null;
  heading: string | null;
  excerpt: string;
}

type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'done'; query: string; hits: SearchHit[] };

interface SearchDialogProps {
  /** Called when focus moves into the dialog, from which point its field takes keystrokes itself. */
  onReady: () => void;
  open: boolean;
  initialQuery: string;
  libraries: readonly SearchLibrary[];
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

async function runSearch(query: string): Promise<SearchHit[] | null> {
  const pagefind = await loadPagefind();
  // debouncedSearch preloads the index chunks of every keystroke's query, which is a whole search
  // in Pagefind's one worker: a preload of our own on top doubled the searches queued there.
  const response = await pagefind.debouncedSearch(query, {}, siteConfig.search.debounceMs);
  // null: a newer keystroke superseded this search.
  if (response === null) return null;
  const data = await Promise.all(response.results.slice(0, siteConfig.search.resultsPerBatch).map((result) => result.data()));
  return data.filter((page) => isCloseMatch(query, page.excerpt)).map((page) => {
    const section = bestSection(page.sub_results);
    const underHeading = section !== undefined && section.url.includes('#');
    return {
      url: cleanResultUrl(section?.url ?? page.url),
      title: page.meta.title ?? cleanResultUrl(page.url),
      library: page.meta.library ?? null,
      heading: underHeading ? section.title : null,
      excerpt: section?.excerpt ?? page.excerpt,
    };
  });
}

export function SearchDialog({ onReady, open, initialQuery, libraries, onOpenChange, returnFocusTo }: SearchDialogProps) {
  const router = useRouter();
  const [query, setQuery] = useState(initialQuery);
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const [active, setActive] = useState(0);
  const focusBeforeOpen = useRef<HTMLElement | null>(null);
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
    runSearch(trimmed).then(
      (hits) => {
        if (!current || hits === null) return;
        setState({ status: 'done', query: trimmed, hits });
        setActive(0);
      },
      (error: unknown) => current && setState({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [query, open]);

  const hits = state.status === 'done' && query.trim() !== '' ? state.hits : [];
  const select = (hit: SearchHit | undefined) => {
    if (!hit) return;
    onOpenChange(false);
    startRouteProgress(hit.url);
    router.push(hit.url);
  };
  // Options are not links (the listbox pattern forbids them inside), so the usual ways of opening
  // a link in a new tab are handled here; the dialog stays open for the next result.
  const openInNewTab = (hit: SearchHit | undefined) => {
    if (hit) window.open(hit.url, '_blank', 'noopener');
  };
  const wantsNewTab = (event: { ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }) => event.ctrlKey || event.metaKey || event.shiftKey;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (hits.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (wantsNewTab(event)) openInNewTab(hits[active]);
      else select(hits[active]);
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  const empty = state.status === 'done' && query.trim() !== '' && hits.length === 0;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogBackdrop />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            focusBeforeOpen.current = document.activeElement as HTMLElement | null;
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
            const previous = focusBeforeOpen.current;
            (previous && previous !== document.body && previous.isConnected ? previous : returnFocusTo.current)?.focus();
          }}
          className="fixed inset-x-2 top-4 z-50 mx-auto max-h-[calc(100vh-2rem)] max-w-2xl overflow-y-auto rounded-card border border-border bg-bg shadow-2xl outline-none sm:top-16"
        >
          <div className="sticky top-0 z-10 flex items-center gap-2 border-b border-border bg-bg px-4">
            <Dialog.Title className="sr-only">Search docs</Dialog.Title>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0 text-muted" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
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
            <Dialog.Close className="rounded-control border border-border px-2 py-1 text-xs text-muted hover:text-fg">
              Esc<span className="sr-only"> (close search)</span>
            </Dialog.Close>
          </div>
          <div className="p-2">
            <p role="status" className="sr-only">
              {state.status === 'done' && query.trim() !== '' ? `${hits.length} result${hits.length === 1 ? '' : 's'} for ${state.query}` : ''}
            </p>
            <ul role="listbox" id={listId} aria-label="Search results" className="space-y-1">
              {hits.map((hit, index) => (
                <li
                  key={hit.url}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  onMouseMove={() => setActive(index)}
                  onClick={(event) => (wantsNewTab(event) ? openInNewTab(hit) : select(hit))}
                  onAuxClick={(event) => event.button === 1 && openInNewTab(hit)}
                  className="cursor-pointer rounded-control px-3 py-2 aria-selected:bg-accent-soft"
                >
                  <span className="flex flex-wrap items-baseline gap-x-2">
                    <span className="font-semibold text-fg">{hit.title}</span>
                    {hit.library && <span className="text-xs font-medium uppercase tracking-wide text-accent">{hit.library}</span>}
                  </span>
                  {hit.heading && <span className="block text-small text-muted">› {hit.heading}</span>}
                  <span className="search-excerpt mt-0.5 block text-small text-fg" dangerouslySetInnerHTML={{ __html: hit.excerpt }} />
                </li>
              ))}
            </ul>
            {query.trim() === '' && <p className="px-3 py-6 text-center text-small text-muted">Type to search every page of the docs.</p>}
            {state.status === 'error' && (
              <p className="px-3 py-6 text-center text-small text-fg">Search could not load: {state.message}</p>
            )}
            {empty && (
              <div className="px-3 py-6 text-center text-small text-fg">
                <p>
                  No results for <strong>“{query.trim()}”</strong>. Try fewer or different words, or browse a library:
                </p>
                <ul className="mt-3 flex flex-wrap justify-center gap-2">
                  {libraries.map((library) => (
                    <li key={library.href}>
                      <Link href={library.href} onClick={() => onOpenChange(false)} className="inline-block rounded-control border border-border px-3 py-1 text-accent hover:border-accent">
                        {library.title}
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
    <ul className="sticky bottom-0 hidden flex-wrap gap-x-4 gap-y-1 border-t border-border bg-bg px-4 py-2 text-xs text-muted sm:flex">
      {hints.map(([keys, action]) => (
        <li key={action}>
          <kbd className="rounded border border-border px-1 font-sans">{keys}</kbd> {action}
        </li>
      ))}
    </ul>
  );
}
