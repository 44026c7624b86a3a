'use client';

import { Suspense, lazy, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { searchShortcutLabel } from '@/lib/browser/search';
import type { LibraryWithVersions } from '@/lib/browser/search-versions';
import { loadPagefind } from './pagefind';
import { currentPlatform } from './platform';
import { onOpenSearch, openSearch } from './search-store';

const loadSearchDialog = () => import('./SearchDialog').then((module) => module.SearchDialog);
// Search code and index are fetched when the reader first reaches for search, never on page load.
const SearchDialog = lazy(() => loadSearchDialog().then((component) => ({ default: component })));

const noSubscription = () => () => {};

function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return Boolean(element && (element.isContentEditable || /^(input|textarea|select)$/i.test(element.tagName)));
}

function preload() {
  void loadSearchDialog();
  void loadPagefind().catch(() => {});
}

/** The navbar's search button, and the Ctrl+K / ⌘K / `/` shortcuts that open the search dialog. */
export function SearchButton({ libraries }: { libraries: readonly LibraryWithVersions[] }) {
  const [state, setState] = useState<{ open: boolean; query: string; used: boolean }>({ open: false, query: '', used: false });
  const buttonRef = useRef<HTMLButtonElement>(null);
  const shortcut = searchShortcutLabel(useSyncExternalStore(noSubscription, currentPlatform, () => ''));
  const dialogReady = useRef(false);
  const keyBuffer = useRef<((event: KeyboardEvent) => void) | null>(null);

  const stopBuffering = useCallback(() => {
    if (keyBuffer.current) window.removeEventListener('keydown', keyBuffer.current, true);
    keyBuffer.current = null;
  }, []);

  const markReady = useCallback(() => {
    dialogReady.current = true;
    stopBuffering();
  }, [stopBuffering]);

  // The first time, the dialog's code is still loading when the reader starts typing: keep those
  // keystrokes (from the very next one on) so the query arrives whole.
  const open = useCallback((query: string) => {
    setState({ open: true, query, used: true });
    if (dialogReady.current || keyBuffer.current) return;
    keyBuffer.current = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key.length === 1) setState((current) => ({ ...current, query: current.query + event.key }));
      else if (event.key === 'Backspace') setState((current) => ({ ...current, query: current.query.slice(0, -1) }));
      else if (event.key === 'Escape') {
        setState((current) => ({ ...current, open: false }));
        stopBuffering();
      } else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', keyBuffer.current, true);
  }, [stopBuffering]);

  useEffect(() => onOpenSearch(open), [open]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (state.open) return;
      const commandK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey;
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
      if (!commandK && !slash) return;
      event.preventDefault();
      openSearch();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [state.open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={() => openSearch()}
        onPointerEnter={preload}
        onFocus={preload}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        className="js-only search-button"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="icon size-4 stroke-[2.5]">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <span className="max-sm:sr-only">Search</span>
        <kbd className="search-shortcut" aria-hidden="true">
          {shortcut}
        </kbd>
      </button>
      {state.used && (
        <Suspense fallback={null}>
          <SearchDialog
            onReady={markReady}
            open={state.open}
            initialQuery={state.query}
            libraries={libraries}
            onOpenChange={(open) => setState((current) => ({ ...current, open }))}
            returnFocusTo={buttonRef}
          />
        </Suspense>
      )}
    </>
  );
}
