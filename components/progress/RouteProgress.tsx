'use client';

import { useEffect, useState } from 'react';
import { siteConfig } from '@/lib/site-config';
import { useSlowNavigation } from './use-pending-navigation';

const FINISH_MS = 300;

/**
 * A thin bar at the top of the window for route changes that take longer than the configured
 * delay; quick navigations never show it.
 */
export function RouteProgress() {
  const slowSince = useSlowNavigation(siteConfig.delays.progressBarMs);
  const [finishing, setFinishing] = useState(false);
  const [previous, setPrevious] = useState(slowSince);

  if (previous !== slowSince) {
    setPrevious(slowSince);
    // The navigation the bar was showing for has ended: run the bar to the end.
    if (slowSince === null && previous !== null) setFinishing(true);
  }

  useEffect(() => {
    if (!finishing) return;
    const timer = window.setTimeout(() => setFinishing(false), FINISH_MS);
    return () => window.clearTimeout(timer);
  }, [finishing]);

  if (slowSince === null && !finishing) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={finishing ? 100 : undefined}
      className="fixed inset-x-0 top-0 z-50 h-[3px] overflow-hidden"
    >
      <div className={`h-full bg-accent ${finishing ? 'w-full transition-[width] duration-200' : 'route-progress-loading'}`} />
    </div>
  );
}
