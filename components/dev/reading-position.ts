/**
 * `npm run dev`'s refresh after a save keeps the writer where they were reading: the first element
 * of the article with an id (a heading, a reference row) at or below the top of the window stays
 * where it was on the screen, however much text the save added or removed above it. The page is
 * refreshed in place, so the window alone would keep its offset and the text would slide away.
 */
const ANCHORS = '[data-article-body] [id]';
/** A refresh that brings no new body (a save elsewhere) leaves the anchor unused: it is dropped after this. */
const REFRESH_WAIT_MS = 10_000;

interface ReadingPosition {
  id: string;
  top: number;
}

/** Where the reader is: null at the top of the page, where the page's start is what they read. */
export function readingPosition(): ReadingPosition | null {
  if (window.scrollY === 0) return null;
  const anchor = [...document.querySelectorAll(ANCHORS)].find((element) => element.getBoundingClientRect().top >= 0);
  return anchor ? { id: anchor.id, top: anchor.getBoundingClientRect().top } : null;
}

/** Once the article's body is replaced, scrolls so that the anchor is back at its place on the screen. */
export function keepReadingPosition({ id, top }: ReadingPosition): void {
  const body = document.querySelector('[data-article-body]');
  if (!body) return;
  const observer = new MutationObserver(() => {
    const anchor = document.getElementById(id);
    if (!anchor) return;
    observer.disconnect();
    window.scrollBy(0, anchor.getBoundingClientRect().top - top);
  });
  observer.observe(body, { childList: true });
  setTimeout(() => observer.disconnect(), REFRESH_WAIT_MS);
}
