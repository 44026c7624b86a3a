export const MAIN_CONTENT_ID = 'main-content';
/** The sidebar, which a phone without JavaScript shows below the article (components/sidebar/MobileDrawer.tsx links to it). */
export const PAGE_LIST_ID = 'page-list';

export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="skip-link"
    >
      Skip to main content
    </a>
  );
}
