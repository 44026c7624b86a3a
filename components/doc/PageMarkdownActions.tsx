import { markdownRoute, sitePath } from '@/lib/navigation/routes';

/**
 * "Copy page" and a link to the page as Markdown, for readers who paste a page into an AI
 * assistant. Static markup: the button's click is handled by DocEnhancements, which fetches the
 * Markdown only then, so the page's first load carries nothing more than these elements.
 */
export function PageMarkdownActions({ route }: { route: string }) {
  const markdownUrl = sitePath(markdownRoute(route));
  return (
    <div className="mb-6 flex flex-wrap items-center gap-2" data-pagefind-ignore>
      <button type="button" data-copy-page={markdownUrl} className="js-only page-action">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="icon size-4">
          <rect x="9" y="9" width="12" height="12" rx="2" />
          <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
        </svg>
        <span data-copy-page-label>Copy page</span>
      </button>
      <a href={markdownUrl} className="page-action">
        View as Markdown
      </a>
      {/* Where each copy on the page, of the page or of its code, is announced (DocEnhancements). */}
      <span role="status" className="js-only sr-only" data-copy-status />
    </div>
  );
}
