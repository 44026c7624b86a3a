'use client';

import { siteConfig } from '@/lib/site-config';
import { useSlowNavigation } from './use-pending-navigation';

function Spinner({ className = '' }: { className?: string }) {
  return (
    <div role="status" aria-label="Loading page content" className={`flex items-start justify-center ${className}`}>
      <span className="mt-24 size-10 animate-spin rounded-full border-4 border-border border-t-accent motion-reduce:animate-none" />
    </div>
  );
}

/** The loading fallback of a page segment; it fades in only after the lazy-load delay. */
export function PageSpinner() {
  return (
    <Spinner
      className="page-spinner min-h-[40vh]"
      // The reveal delay is a CSS animation delay, so the fallback needs no JavaScript timer.
      {...{ style: { ['--spinner-delay' as string]: `${siteConfig.delays.lazyLoadMs}ms` } }}
    />
  );
}

/**
 * While a navigation fetches a page that was not prefetched, the old content stays in place; this
 * covers it with a spinner once the lazy-load delay has passed.
 */
export function PendingPageSpinner() {
  const slowSince = useSlowNavigation(siteConfig.delays.lazyLoadMs);
  if (slowSince === null) return null;
  return <Spinner className="absolute inset-0 z-10 bg-bg/70" />;
}
