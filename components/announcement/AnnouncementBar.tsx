'use client';

import type { MouseEvent } from 'react';
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
      className="relative flex min-h-10 items-center justify-center bg-announcement-bg px-12 py-2 text-center text-small text-announcement-fg"
    >
      <p>{text}</p>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Close"
        className="js-only absolute right-2 top-1/2 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-control hover:bg-black/10 focus-visible:outline-announcement-fg"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </div>
  );
}
