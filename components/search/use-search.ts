'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { type LibraryWithVersions, readersVersion } from '@/lib/browser/search-versions';
import { loadPagefind } from './pagefind';
import { runSearch, type SearchAnswer, withNextBatch } from './pagefind-search';

type SearchState = { status: 'idle' } | { status: 'error'; message: string } | ({ status: 'done' } & SearchAnswer);

export interface SearchOptions {
  open: boolean;
  /** What each opening starts from: empty, or the words of a missing page. */
  initialQuery: string;
  libraries: readonly LibraryWithVersions[];
}

/**
 * The search dialog's state: the query and filters, the answer to them, and the result the
 * keyboard is on. A search runs whenever one of them changes while the dialog is open.
 */
export function useSearch({ open, initialQuery, libraries }: SearchOptions) {
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
  // The text the reader asked to search as typed, not corrected: until they type another.
  const [exactFor, setExactFor] = useState<string | null>(null);
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const [active, setActive] = useState(0);
  const loadingMore = useRef(false);

  // Each opening starts from the query it was opened with.
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
    runSearch(trimmed, { library, version, reader, libraries, exact: exactFor === trimmed }).then(
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
  }, [query, library, version, reader?.library, reader?.id, open, exactFor]);

  // Only an answer to the query in the field speaks for it: the last one's "No results" or count
  // must not stand under the next query while it runs. Its results stay until the new ones come.
  const answer = state.status === 'done' && query.trim() !== '' ? state : null;
  const current = answer !== null && answer.typed === query.trim() ? answer : null;
  const hits = answer?.hits ?? [];

  /** Loads the next batch and selects its first result. */
  const showMore = async () => {
    // A second key press before the batch arrives would load it twice.
    if (answer === null || answer.notLoaded.length === 0 || loadingMore.current) return;
    loadingMore.current = true;
    const more = await withNextBatch(answer).finally(() => {
      loadingMore.current = false;
    });
    setState((current) => (current === answer ? { status: 'done', ...more } : current));
    setActive(answer.hits.length);
  };

  /** Moves the keyboard's choice one result down or up, round the list; down from the last result loaded goes on into the next batch. */
  const step = async (by: 1 | -1) => {
    if (hits.length === 0) return;
    if (by === 1 && active === hits.length - 1 && answer !== null && answer.notLoaded.length > 0) return showMore();
    setActive((index) => (index + by + hits.length) % hits.length);
  };

  const error = state.status === 'error' ? state.message : null;
  /** Searches the query as typed, without the correction. */
  const searchExactly = () => setExactFor(query.trim());
  return { query, setQuery, library, chooseLibrary, version, setVersion, versions, answer, current, hits, error, active, setActive, showMore, step, searchExactly };
}
