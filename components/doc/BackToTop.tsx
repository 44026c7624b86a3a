/**
 * A plain link to the top of the page (`#top` is the document's top in every browser), which
 * styles/globals.css shows only once the reader is well down a long page. Where the text runs to
 * the window's right edge (no table-of-contents column) it is a round icon, named by its hidden
 * text, so it covers the end of a line or two rather than a phrase.
 */
export function BackToTop() {
  return (
    <a href="#top" className="back-to-top page-action shadow-md max-toc-column:size-11 max-toc-column:justify-center max-toc-column:rounded-full max-toc-column:p-0" data-pagefind-ignore>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="icon size-4 max-toc-column:size-5">
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
      <span className="max-toc-column:sr-only">Back to top</span>
    </a>
  );
}
