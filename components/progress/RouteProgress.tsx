import { ROUTE_PROGRESS_CLASS } from './route-progress-store';

/**
 * A thin bar at the top of the window for route changes that take longer than the configured
 * delay (CSS reveals it; see route-progress-store), so quick navigations never show it. The delay
 * is set on <html> by the boot script: a style attribute here would need 'unsafe-inline' in the
 * Content-Security-Policy.
 */
export function RouteProgress() {
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      aria-valuemin={0}
      aria-valuemax={100}
      className={ROUTE_PROGRESS_CLASS}
    >
      <div className="route-progress-bar" />
    </div>
  );
}
