export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-[60] rounded-control bg-bg px-4 py-2 text-fg focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:shadow-lg"
    >
      Skip to main content
    </a>
  );
}
