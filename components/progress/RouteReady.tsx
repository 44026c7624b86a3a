'use client';

import { usePathname } from 'next/navigation';
import { useLayoutEffect } from 'react';
import { finishRouteProgress } from './route-progress-store';

/**
 * Rendered inside each page's content, so it mounts in the commit that shows the new page: that
 * is when the progress bar finishes. A layout effect runs in that commit, before the browser
 * paints; a passive effect could run frames later on a busy main thread, after the bar's delay
 * had revealed it over a page that was already there.
 */
export function RouteReady() {
  const pathname = usePathname();
  useLayoutEffect(() => {
    finishRouteProgress(pathname);
  }, [pathname]);
  return null;
}
