import { siteConfig } from '@/lib/site-config';

/** Shown in the content area while a page's content loads; appears only after the lazy-load delay. */
export function PageSpinner() {
  return (
    <div
      role="status"
      aria-label="Loading page content"
      className="page-spinner flex min-h-[40vh] items-center justify-center"
      style={{ ['--spinner-delay' as string]: `${siteConfig.delays.lazyLoadMs}ms` }}
    >
      <span className="size-10 animate-spin rounded-full border-4 border-border border-t-accent motion-reduce:animate-none" />
    </div>
  );
}
