'use client';

import { isLoadError } from '@/lib/browser/errors';

/**
 * Shown in place of a page that failed; the rest of the layout keeps working. The error catalogue
 * of the spec: a page whose payload or code could not be loaded gets "Retry", a full reload, which
 * fetches the page and its code afresh; a page that threw while rendering gets "Try again".
 */
export function PageError({ error, reset }: { error: Error; reset: () => void }) {
  const loadFailed = isLoadError(error);
  return (
    <div role="alert" className={`rounded-card border-2 p-6 ${loadFailed ? 'border-note-border bg-note-bg' : 'border-warning-border bg-warning-bg'}`}>
      <h1 className="text-2xl font-bold text-fg">{loadFailed ? 'This page could not be loaded.' : 'This page crashed.'}</h1>
      {loadFailed && <p className="mt-3 text-fg">Check your connection, then retry.</p>}
      <p className={`${loadFailed ? 'mt-2' : 'mt-3'} font-mono text-small text-fg`}>{error.message}</p>
      <button
        type="button"
        onClick={loadFailed ? () => window.location.reload() : reset}
        className="mt-5 rounded-control bg-accent px-4 py-2 font-semibold text-accent-fg hover:opacity-90"
      >
        {loadFailed ? 'Retry' : 'Try again'}
      </button>
    </div>
  );
}
