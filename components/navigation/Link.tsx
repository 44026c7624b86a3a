'use client';

import NextLink from 'next/link';
import { type ComponentProps, useSyncExternalStore } from 'react';
import { type ConnectionInfo, shouldPrefetch } from '@/lib/prefetch';
import { startRouteProgress } from '@/components/progress/route-progress-store';

type NavigatorWithConnection = Navigator & { connection?: ConnectionInfo & EventTarget };

function subscribeToConnection(onChange: () => void) {
  const connection = (navigator as NavigatorWithConnection).connection;
  connection?.addEventListener?.('change', onChange);
  return () => connection?.removeEventListener?.('change', onChange);
}

const prefetchAllowed = () => shouldPrefetch((navigator as NavigatorWithConnection).connection);

/**
 * Every internal link of the site goes through this wrapper. Next's Link prefetches on hover and
 * when visible whatever the connection; the spec forbids that on data-saver and 2g
 * connections. It also starts the route progress bar when a navigation begins.
 */

export function Link({ prefetch, onNavigate, ...props }: ComponentProps<typeof NextLink>) {
  // The server cannot know the reader's connection; prefetching only ever happens in the browser.
  const allowed = useSyncExternalStore(subscribeToConnection, prefetchAllowed, () => false);
  return (
    <NextLink
      {...props}
      prefetch={allowed ? prefetch : false}
      onNavigate={(event) => {
        onNavigate?.(event);
        startRouteProgress(typeof props.href === 'string' ? props.href : (props.href.pathname ?? ''));
      }}
    />
  );
}
