/**
 * Marks the not-found page's document (app/global-not-found.tsx). Next renders that page without
 * the root layout, but its router takes the two for one root layout and cannot move from it into
 * a page of the site: it changes the address and keeps showing the not-found page. So from there,
 * every link loads its page whole.
 */
export const FULL_PAGE_LINKS_ATTRIBUTE = 'data-full-page-links';

export const linksLoadWholePages = () => document.documentElement.hasAttribute(FULL_PAGE_LINKS_ATTRIBUTE);
