'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { siteConfig } from '@/lib/site-config';
import { finishRouteProgress, routeProgressStartedAt, subscribeRouteProgress } from './route-progress-store';

const FINISH_MS = 300;

/**
 * A thin bar at the top of the window for route changes that take longer than the configured
 * delay; quick navigations never show it.
 */
export function RouteProgress() {
  const pathname = usePathname();
  const startedAt = useSyncExternalStore(subscribeRouteProgress, routeProgressStartedAt, () => null);
  const [shownFor, setShownFor] = useState<number | null>(null);
  const [finishing, setFinishing] = useState(false);
  const [previousStart, setPreviousStart] = useState(startedAt);

  const loading = startedAt !== null && shownFor === startedAt;
  if (previousStart !== startedAt) {
    setPreviousStart(startedAt);
    // The navigation that the bar was showing for has ended: run the bar to the end.
    if (startedAt === null && previousStart !== null && shownFor === previousStart) setFinishing(true);
  }

  useEffect(() => {
    finishRouteProgress();
  }, [pathname]);

  useEffect(() => {
    if (startedAt === null) return;
    const timer = window.setTimeout(() => setShownFor(startedAt), siteConfig.delays.progressBarMs);
    return () => window.clearTimeout(timer);
  }, [startedAt]);

  useEffect(() => {
    if (!finishing) return;
    const timer = window.setTimeout(() => setFinishing(false), FINISH_MS);
    return () => window.clearTimeout(timer);
  }, [finishing]);

  if (!loading && !finishing) return null;
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
