'use client';

interface LoadErrorPanelProps {
  error: Error;
  /** Defaults to a full reload, which fetches the page and its code afresh. */
  onRetry?: () => void;
}

/** Shown when a page's payload or code could not be loaded. */
export function LoadErrorPanel({ error, onRetry = () => window.location.reload() }: LoadErrorPanelProps) {
  return (
    <div role="alert" className="rounded-card border-2 border-note-border bg-note-bg p-6">
      <h1 className="text-2xl font-bold text-fg">This page could not be loaded.</h1>
      <p className="mt-3 text-fg">Check your connection, then retry.</p>
      <p className="mt-2 font-mono text-small text-fg">{error.message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-5 rounded-control bg-accent px-4 py-2 font-semibold text-accent-fg hover:opacity-90"
      >
        Retry
      </button>
    </div>
  );
}
