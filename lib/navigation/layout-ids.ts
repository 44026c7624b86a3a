/**
 * The ids the layout gives its own elements on a page. A heading's id never takes one of them
 * (lib/markdown/rehype-heading-ids.ts): its table-of-contents entry and its `#` link would lead
 * there instead, and the page would carry one id twice.
 */
export const LAYOUT_IDS = {
  /** The skip link's target. */
  mainContent: 'main-content',
  /** The sidebar, which a phone without JavaScript shows below the article (components/sidebar/MobileDrawer.tsx links to it). */
  pageList: 'page-list',
  /** The boot script's element, by which the browser finds the text it already has. */
  bootScript: 'boot-script',
  /** The heading of a folder page's list of the pages under it. */
  childPages: 'pages-in-this-section',
  /** The landing page's heading of its library cards. */
  libraries: 'libraries',
  /** The arrowhead of the landing page's dependency diagram. */
  dependencyArrow: 'dependency-arrow',
} as const;
