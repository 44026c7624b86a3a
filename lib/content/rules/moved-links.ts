import { findLinks, siteRule } from './rule';

export const movedLinks = siteRule({
  id: 'moved-links',
  severity: 'warning',
  summary: "A link inside the site does not go to a route a page has moved away from (its `redirect_from`): the warning names the page's new route.",
  check: ({ links }) =>
    findLinks(links, 'moved', ({ url, target }) => {
      // A fragment the page lacks is link-fragments' error: the advice leaves it out rather than pass it on.
      const keepsFragment = target.fragment !== null && (!target.doc.anchors || target.doc.anchors.has(target.fragment));
      const newHref = target.doc.route + (keepsFragment ? `#${target.fragment}` : '');
      return `link "${url.url}" goes to ${target.route}, which moved to ${target.doc.route} (content/${target.doc.file} lists it in redirect_from): link to ${newHref} instead, readers then skip the redirect.`;
    }),
});
