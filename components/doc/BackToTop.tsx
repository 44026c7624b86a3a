/**
 * A plain link to the top of the page (`#top` is the document's top in every browser), which
 * styles/globals.css shows only once the reader is well down a long page, as a round icon where the
 * text runs to the window's edge.
 */
export function BackToTop() {
  return (
    <a href="#top" className="back-to-top page-action shadow-md" data-pagefind-ignore>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="icon size-4">
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
      <span className="back-to-top-label">Back to top</span>
    </a>
  );
}
