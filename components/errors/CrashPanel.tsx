'use client';

interface CrashPanelProps {
  error: Error;
  onTryAgain: () => void;
}

/** Shown in place of a page that threw while rendering; the rest of the layout keeps working. */
export function CrashPanel({ error, onTryAgain }: CrashPanelProps) {
  return (
    <div role="alert" className="rounded-card border-2 border-warning-border bg-warning-bg p-6">
      <h1 className="text-2xl font-bold text-fg">This page crashed.</h1>
      <p className="mt-3 font-mono text-small text-fg">{error.message}</p>
      <button
        type="button"
        onClick={onTryAgain}
        className="mt-5 rounded-control bg-accent px-4 py-2 font-semibold text-accent-fg hover:opacity-90"
      >
        Try again
      </button>
    </div>
  );
}
