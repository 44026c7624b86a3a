import { atLink } from '../site-index';
import { closest, nearby } from '../../search/suggest';
import { siteRule } from './rule';

export const linkFragments = siteRule({
  id: 'link-fragments',
  severity: 'error',
  summary: "A link's `#fragment` is the id of a heading on its target page (the error names the closest one).",
  check: ({ links }) =>
    links.flatMap((link) => {
      const { target } = link;
      if (target.kind !== 'page' || !target.fragment || !target.doc.anchors || target.doc.anchors.has(target.fragment)) return [];
      const suggestion = closest(target.doc.anchors, target.fragment, nearby(target.fragment));
      return [
        {
          ...atLink(link),
          message: `broken link "${link.url.url}": ${target.doc.route} has no heading with the id "${target.fragment}".${suggestion ? ` Did you mean "#${suggestion}"?` : ''}`,
        },
      ];
    }),
});
