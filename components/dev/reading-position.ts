/**
 * `npm run dev`'s refresh after a save keeps the writer where they were reading: the first element
 * of the article with an id (a heading, a reference row) at or below the top of the window stays
 * where it was on the screen, however much text the save added or removed above it. The page is
 * refreshed in place, so the window alone would keep its offset and the text would slide away.
 */
const ANCHORS = '[data-article-body] [id]';
/**
 * The refresh changes the page in more than one step (the title comes with the page's payload, the
 * body from its content file, in either order): each step is followed until this has passed or the
 * writer scrolls themselves.
 */
const REFRESH_WAIT_MS = 10_000;
/** What a reader does to scroll; once they do, the place they scroll to is theirs. */
const OWN_SCROLL = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Stops following the refresh before this one: the newer position is where the reader is now. */
let stopKeeping: (() => void) | null = null;

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

/** While the page is refreshed, scrolls after each change so that the anchor is back at its place on the screen. */
export function keepReadingPosition({ id, top }: ReadingPosition): void {
  stopKeeping?.();
  const main = document.querySelector('main');
  if (!main) return;
  const observer = new MutationObserver(() => {
    const anchor = document.getElementById(id);
    if (anchor) window.scrollBy(0, anchor.getBoundingClientRect().top - top);
  });
  const stop = () => {
    observer.disconnect();
    for (const type of OWN_SCROLL) window.removeEventListener(type, stop);
  };
  stopKeeping = stop;
  observer.observe(main, { childList: true, characterData: true, subtree: true });
  for (const type of OWN_SCROLL) window.addEventListener(type, stop, { passive: true });
  setTimeout(stop, REFRESH_WAIT_MS);
}
