'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { routeProgressStartedAt, subscribeRouteProgress } from './route-progress-store';

/** The start time of the navigation in progress once it has lasted `delayMs`, otherwise null. */
export function useSlowNavigation(delayMs: number): number | null {
  const startedAt = useSyncExternalStore(subscribeRouteProgress, routeProgressStartedAt, () => null);
  const [slowSince, setSlowSince] = useState<number | null>(null);
  useEffect(() => {
    if (startedAt === null) return;
    const timer = window.setTimeout(() => setSlowSince(startedAt), delayMs);
    return () => window.clearTimeout(timer);
  }, [startedAt, delayMs]);
  return startedAt !== null && slowSince === startedAt ? startedAt : null;
}
