'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { siteConfig } from '@/lib/site-config';
import { finishRouteProgress } from './route-progress-store';

/**
 * Rendered inside each page's content. While a page loads, its loading fallback stands in its
 * place, so this only mounts once the new page shows: that is when the progress bar finishes.
 */
export function RouteReady() {
  const pathname = usePathname();
  useEffect(() => {
    finishRouteProgress(pathname, siteConfig.delays.progressBarMs);
  }, [pathname]);
  return null;
}
