import { closest, nearby } from '../../search/suggest';
import { findLinks, siteRule } from './rule';

export const linkFragments = siteRule({
  id: 'link-fragments',
  severity: 'error',
  summary: "A link's `#fragment` is the id of a heading on its target page, also through a route the page moved away from (the error names the closest one).",
  check: ({ links }) =>
    findLinks(links, ['page', 'moved'], ({ url, target }, maySuggest) => {
      if (!target.fragment || !target.doc.anchors || target.doc.anchors.has(target.fragment)) return null;
      const suggestion = maySuggest() ? closest(target.doc.anchors, target.fragment, nearby(target.fragment)) : undefined;
      return `broken link "${url.url.slice(0, 80)}": ${target.doc.route} has no heading with the id "${target.fragment.slice(0, 80)}".${suggestion ? ` Did you mean "#${suggestion}"?` : ''}`;
    }),
});
