'use client';

import type { ReactNode } from 'react';
import { Link } from '@/components/navigation/Link';
import { storeVersionChoice } from '@/lib/browser/version-preference';

interface VersionChoiceLinkProps {
  href: string;
  storageKey: string;
  versionId: string;
  current?: boolean;
  className?: string;
  children: ReactNode;
}

/** A link to a docs version that, followed, remembers that version as the reader's choice for its library. */
export function VersionChoiceLink({ href, storageKey, versionId, current = false, className, children }: VersionChoiceLinkProps) {
  return (
    <Link href={href} className={className} aria-current={current ? 'page' : undefined} onClick={() => storeVersionChoice(storageKey, versionId)}>
      {children}
    </Link>
  );
}
