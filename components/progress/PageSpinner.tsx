import { siteConfig } from '@/lib/site-config';

const delayStyle = { ['--spinner-delay' as string]: `${siteConfig.delays.lazyLoadMs}ms` };

function Spinner({ className }: { className: string }) {
  return (
    <div role="status" aria-label="Loading page content" className={`flex items-start justify-center ${className}`} style={delayStyle}>
      <span className="mt-24 size-10 animate-spin rounded-full border-4 border-border border-t-accent motion-reduce:animate-none" />
    </div>
  );
}

/** The loading fallback of a page segment; it fades in only after the lazy-load delay. */
export function PageSpinner() {
  return <Spinner className="page-spinner min-h-[40vh]" />;
}

/**
 * While a navigation fetches a page that was not prefetched, the old content stays in place; this
 * covers it with a spinner once the lazy-load delay has passed (CSS, see route-progress-store).
 */
export function PendingPageSpinner() {
  return <Spinner className="pending-page-spinner absolute inset-0 z-10 bg-bg/70" />;
}
