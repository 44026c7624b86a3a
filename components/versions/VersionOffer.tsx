'use client';

import { useSyncExternalStore } from 'react';
import { storedVersionChoice } from '@/lib/browser/version-preference';
import { VersionChoiceLink } from './VersionChoiceLink';

interface OfferedVersion {
  id: string;
  title: string;
  href: string;
}

// The choice is read once the page runs; another tab's choice needs no live update here.
const subscribe = () => () => undefined;

/**
 * On a library's unversioned start page, the version the reader chose before, when it is another
 * one: offered as a link, never a redirect, so search engines and shared links keep this page.
 */
export function VersionOffer({ storageKey, versions }: { storageKey: string; versions: readonly OfferedVersion[] }) {
  const chosen = useSyncExternalStore(
    subscribe,
    () => storedVersionChoice(storageKey, versions.map((version) => version.id)),
    () => null,
  );
  const offered = versions.find((version) => version.id === chosen);
  if (!offered) return null;
  return (
    <p role="status" className="mb-4 rounded-control border border-note-border bg-note-bg px-3 py-2 text-small text-fg">
      You chose {offered.title} before.{' '}
      <VersionChoiceLink href={offered.href} storageKey={storageKey} versionId={offered.id} className="font-medium text-accent underline">
        Go to the {offered.title} docs
      </VersionChoiceLink>
    </p>
  );
}
