'use client';

import type { MouseEvent } from 'react';
import { CloseIcon } from '@/components/icons/CloseIcon';
import { writeStored } from '@/lib/browser/guarded-apis';
import { siteConfig } from '@/lib/site-config';

const { id, text } = siteConfig.announcement;
const FOCUSABLE = 'a[href], button:not([disabled]), input, [tabindex]:not([tabindex="-1"])';

/** The closed bar takes its focused button with it; focus goes on to what followed the bar. */
function focusWhatFollows(bar: Element) {
  const next = [...document.querySelectorAll<HTMLElement>(FOCUSABLE)].find(
    (element) =>
      !bar.contains(element) && bar.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING && element.getClientRects().length > 0,
  );
  next?.focus();
}

/** Dismissal is remembered per bar id; the boot script hides a dismissed bar before first paint. */
export function AnnouncementBar() {
  const dismiss = (event: MouseEvent<HTMLButtonElement>) => {
    const bar = event.currentTarget.closest('[data-announcement-bar]')!;
    document.documentElement.setAttribute('data-announcement-dismissed', '');
    focusWhatFollows(bar);
    writeStored(siteConfig.storageKeys.announcementDismissed, id);
  };
  return (
    <div
      role="region"
      aria-label="Announcement"
      data-announcement-bar
      className="announcement-bar"
    >
      <p>{text}</p>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Dismiss announcement"
        className="js-only announcement-close"
      >
        <CloseIcon className="size-4 stroke-[2.5]" />
      </button>
    </div>
  );
}
