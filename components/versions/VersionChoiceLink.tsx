'use client';

import { type ComponentProps, useState } from 'react';
import { Link } from '@/components/navigation/Link';
import { writeStored } from '@/lib/browser/guarded-apis';

type VersionChoiceLinkProps = Omit<ComponentProps<typeof Link>, 'href'> & {
  href: string;
  storageKey: string;
  versionId: string;
  current?: boolean;
  /** The link leads to this page in that version: it keeps the section the reader is at. */
  keepSection?: boolean;
};

/**
 * A link to a docs version that, followed, remembers that version as the reader's choice for its
 * library. Keeping the section, it takes the address's #fragment as the reader reaches for it
 * (pointer, hover, focus), so it leads to the same section of the other version's page.
 */
export function VersionChoiceLink({ storageKey, versionId, current = false, keepSection = false, href, ...props }: VersionChoiceLinkProps) {
  const [section, setSection] = useState('');
  const readSection = () => keepSection && setSection(window.location.hash);
  return (
    <Link
      {...props}
      href={`${href}${section}`}
      aria-current={current ? 'page' : undefined}
      onPointerDown={readSection}
      onMouseEnter={readSection}
      onFocus={readSection}
      onClick={() => writeStored(storageKey, versionId)}
    />
  );
}
