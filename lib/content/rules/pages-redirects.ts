import { movedPageRules, pagesRoomForMovedPages, rulesBytes } from '../../hosting/pages-layout';
import { findOldRoutes, siteRule } from './rule';

/**
 * GitLab Pages reads a limited number of redirect rules, and a moved page's old route takes three
 * (`/old`, `/old/`, `/old.html`): past the limit the GitLab Pages copy of the site cannot be made.
 * Said at the entry that crosses it, in the check, rather than by the Pages job after a build.
 */
export const pagesRedirects = siteRule({
  id: 'pages-redirects',
  severity: 'error',
  summary: 'All `redirect_from` entries together fit the redirect rules GitLab Pages reads (1,000 rules in 64 KB, three for each old route, beside its own rewrites).',
  check({ docsByRoute }) {
    const room = pagesRoomForMovedPages();
    let rules = 0;
    let bytes = 0;
    let crossed = false;
    return findOldRoutes(docsByRoute, (doc, route) => {
      const added = movedPageRules({ from: route, to: doc.route });
      rules += added.length;
      bytes += rulesBytes(added);
      if (crossed || (rules <= room.rules && bytes <= room.bytes)) return null;
      crossed = true;
      return `with ${route}, the site's old routes need more redirect rules than GitLab Pages reads (${room.rules} rules in ${Math.floor(room.bytes / 1024)} KB, three for each old route), so its copy of the site could not be made. Remove old routes that nothing links to any more, here or in other pages.`;
    });
  },
});
