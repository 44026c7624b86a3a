/**
 * While a navigation fetches its page, the old content stays in place; this covers it with a
 * spinner once the lazy-load delay has passed (CSS, see route-progress-store; the boot script sets
 * the delay on <html>, as a style attribute would need 'unsafe-inline' in the CSP). There is
 * deliberately no loading.tsx: a Suspense boundary around pages made every exported page ship
 * its article hidden behind a fallback until an inline script revealed it, so readers without
 * JavaScript (and the first paint) saw a spinner instead of the docs.
 */
export function PendingPageSpinner() {
  return (
    <div
      role="status"
      aria-label="Loading page content"
      className="pending-page-spinner"
    >
      <span />
    </div>
  );
}
