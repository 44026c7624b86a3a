'use client';

import type { ComponentProps } from 'react';
import { Link } from '@/components/navigation/Link';
import { writeStored } from '@/lib/browser/guarded-apis';

type VersionChoiceLinkProps = ComponentProps<typeof Link> & { storageKey: string; versionId: string; current?: boolean };

/** A link to a docs version that, followed, remembers that version as the reader's choice for its library. */
export function VersionChoiceLink({ storageKey, versionId, current = false, ...props }: VersionChoiceLinkProps) {
  return <Link {...props} aria-current={current ? 'page' : undefined} onClick={() => writeStored(storageKey, versionId)} />;
}
