/**
 * Focus on the section the address's #fragment names, so that the next Tab goes on from what the
 * reader chose (a link or a search result leading into a page), not from where they came from.
 */

/** Focuses the section the address names on the page shown; false when it names none there. */
export function focusSectionInAddress(): boolean {
  const id = decodeURIComponent(window.location.hash.slice(1));
  const section = id === '' ? null : document.getElementById(id);
  if (!section) return false;
  if (!section.hasAttribute('tabindex')) section.tabIndex = -1;
  section.focus({ preventScroll: true });
  return true;
}

/** How long a jump within the page may take to show in the address before focus is left where it is. */
const JUMP_SHOWN_WITHIN_MS = 2_000;

/**
 * After a jump within the page shown (no new page, so nothing else moves focus): focuses the section
 * once the address has `hash` and no dialog is open any more, since an open one would take focus back.
 */
export function focusSectionOnceShown(hash: string) {
  const givenUpAt = performance.now() + JUMP_SHOWN_WITHIN_MS;
  const attempt = () => {
    const shown = window.location.hash === hash && document.querySelector('[role="dialog"]') === null;
    if (shown && focusSectionInAddress()) return;
    if (performance.now() < givenUpAt) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}
