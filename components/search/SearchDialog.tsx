'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { DialogBackdrop } from '@/components/dialog/DialogBackdrop';
import { CloseIcon } from '@/components/icons/CloseIcon';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef } from 'react';
import { Link } from '@/components/navigation/Link';
import { modifierKeyLabel } from '@/lib/browser/search';
import { FilterSelect } from './FilterSelect';
import { currentPlatform } from './platform';
import { useOpenResult, wantsNewTab } from './use-open-result';
import { type SearchOptions, useSearch } from './use-search';
import { type SearchFocusOptions, useSearchFocus } from './use-search-focus';
import { useSettled } from './use-settled';

/** How long the result count stays the same before it is announced: about a pause between words. */
const ANNOUNCE_AFTER_MS = 600;

interface SearchDialogProps extends SearchOptions, SearchFocusOptions {
  onOpenChange: (open: boolean) => void;
}

/** The search dialog: a combobox field, the filters, the results as a listbox, and how to drive them. */
export function SearchDialog({ onReady, open, initialQuery, libraries, onOpenChange, returnFocusTo }: SearchDialogProps) {
  const { query, setQuery, library, chooseLibrary, version, setVersion, versions, answer, current, hits, error, active, setActive, showMore, step, searchExactly } = useSearch({
    open,
    initialQuery,
    libraries,
  });
  const { inputRef, onOpenAutoFocus, onCloseAutoFocus, leaveFocusToNextPage } = useSearchFocus({ onReady, returnFocusTo });
  const openResult = useOpenResult({ onOpenChange, onChosen: leaveFocusToNextPage });
  const listId = useId();
  const optionId = useCallback((index: number) => `${listId}-option-${index}`, [listId]);

  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active, hits.length, optionId]);

  // Enter pressed before the answer to the query in the field has come opens that answer's first
  // result when it comes: the results shown until then are the previous query's.
  const enterBeforeAnswer = useRef<{ inNewTab: boolean } | null>(null);
  useEffect(() => {
    const pending = enterBeforeAnswer.current;
    if (current === null || pending === null) return;
    enterBeforeAnswer.current = null;
    openResult(current.hits[0], pending.inNewTab);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the answer comes
  }, [current]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      void step(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (current !== null) openResult(hits[active], wantsNewTab(event));
      else if (query.trim() !== '') enterBeforeAnswer.current = { inNewTab: wantsNewTab(event) };
    }
  };

  const empty = current !== null && hits.length === 0;
  const inScope = current === null || current.scope === '' ? '' : ` in ${current.scope}`;
  const countText = current === null ? '' : `${current.total} result${current.total === 1 ? '' : 's'} for ${current.query}${inScope}`;
  const announcedCount = useSettled(countText, ANNOUNCE_AFTER_MS);
  const corrected = current !== null && current.query !== current.typed && current.total > 0 ? current : null;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogBackdrop />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={onCloseAutoFocus}
          // The whole dialog, footer included, stays inside the viewport; only the results scroll. A
          // long identifier (in the query it repeats, or an excerpt) breaks anywhere rather than run past its edge.
          className="fixed inset-x-2 top-4 z-50 mx-auto flex max-h-[calc(100dvh-2rem)] max-w-2xl flex-col overflow-hidden rounded-card border border-border bg-bg shadow-2xl outline-none wrap-anywhere sm:tall:top-16 sm:tall:max-h-[calc(100dvh-8rem)]"
        >
          <div className="flex shrink-0 items-center gap-2 border-b border-border px-4 has-[input:focus]:shadow-[inset_0_-2px_0_var(--color-ring)]">
            <Dialog.Title className="sr-only">Search docs</Dialog.Title>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="icon size-5 shrink-0 text-muted stroke-[2.5]">
              <circle cx="11" cy="11" r="7" />
              <path d="m20 20-3.5-3.5" />
            </svg>
            <input
              ref={inputRef}
              // Not type="search": Chromium and Safari draw their own clear × in such a field, a second
              // close control beside the dialog's; the keyboard's key still says search.
              type="text"
              enterKeyHint="search"
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
              onChange={(event) => {
                enterBeforeAnswer.current = null;
                setQuery(event.target.value);
              }}
              onKeyDown={onKeyDown}
              className="h-14 min-w-0 flex-1 bg-transparent text-body text-fg not-forced-colors:outline-none placeholder:text-muted forced-colors:-outline-offset-2"
            />
            <Dialog.Close aria-label="Close search" className="-mr-2 grid size-11 shrink-0 place-items-center rounded-control text-muted hover:bg-surface hover:text-fg">
              <CloseIcon className="size-5 stroke-[2.5]" />
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
            <p aria-hidden="true" className="text-muted">
              {countText}
            </p>
            <p role="status" className="sr-only">
              {announcedCount}
            </p>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-2">
            {corrected && (
              <p className="px-3 pb-2 pt-1 text-small text-fg">
                Showing results for <strong>{corrected.query}</strong>.{' '}
                <button
                  type="button"
                  // Back to the field, so the reader types on where they were.
                  onClick={() => {
                    searchExactly();
                    inputRef.current?.focus();
                  }}
                  className="font-semibold text-accent underline underline-offset-2"
                >
                  Search for “{corrected.typed}” instead
                </button>
              </p>
            )}
            <ul role="listbox" id={listId} aria-label="Search results" className="space-y-1">
              {hits.map((hit, index) => (
                <li
                  key={hit.url}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  data-url={hit.url}
                  onMouseMove={() => setActive(index)}
                  onClick={(event) => openResult(hit, wantsNewTab(event))}
                  onAuxClick={(event) => event.button === 1 && openResult(hit, true)}
                  className="cursor-pointer rounded-control px-3 py-2 aria-selected:bg-accent-soft aria-selected:outline-2 aria-selected:-outline-offset-2 aria-selected:outline-accent"
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
                // Back to the field, so the keyboard goes on from the first new result.
                onClick={() => void showMore().then(() => inputRef.current?.focus())}
                className="mt-2 w-full rounded-control border border-border px-3 py-2 text-small font-semibold text-accent hover:border-accent"
              >
                More results ({answer.notLoaded.length} not shown)
              </button>
            )}
            {query.trim() === '' && <p className="px-3 py-6 text-center text-small text-muted">Type to search every page of the docs.</p>}
            {error !== null && (
              <p className="px-3 py-6 text-center text-small text-fg">
                {/* The search index is made from the built pages; the production bundle leaves this branch out. */}
                {process.env.NODE_ENV === 'development' ? (
                  <>
                    Search needs the built site: <code>npm run dev</code> has no search index. Run <code>npm run build</code>, then <code>npm run serve</code>.
                  </>
                ) : (
                  `Search could not load: ${error}`
                )}
              </p>
            )}
            {empty && (
              <div className="px-3 py-6 text-center text-small text-fg">
                <p>
                  No results for <strong>“{current.typed}”</strong>
                  {inScope}. Try fewer or different words, or browse a library:
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

/** How to drive the results from the keyboard; touch screens have no use for it. */
function KeyboardHints() {
  const modifier = modifierKeyLabel(currentPlatform());
  const hints: [string, string][] = [
    ['↑ ↓', 'to choose'],
    ['Enter', 'to open'],
    [`${modifier} Enter`, 'for a new tab'],
    ['Esc', 'to close'],
  ];
  return (
    <ul className="hidden shrink-0 flex-wrap gap-x-4 gap-y-1 border-t border-border bg-bg px-4 py-2 text-xs text-muted sm:pointer-fine:flex">
      {hints.map(([keys, action]) => (
        <li key={action}>
          <kbd className="rounded border border-border px-1 font-sans">{keys}</kbd> {action}
        </li>
      ))}
    </ul>
  );
}
