/**
 * The site's own additions to Decap CMS on /admin: the pages' file format (see
 * frontmatter-as-written.ts), the page body's widget (see body-widget.ts), which the generated
 * configuration names (cmsConfig.bodyWidget), the guard that keeps a save from replacing another
 * page (see refuse-overwrite.ts), the collection views (see collection-views.ts), and the preview
 * of every collection's pages (see page-preview.ts), whose names and content folder the page gives
 * this script's element.
 *
 * Decap starts as its bundle runs and fetches its configuration at once; a script after the bundle
 * could still be arriving when Decap reads it (seen in `npm run dev`: no page format, no guard). So
 * this script comes first, asks Decap to wait (its documented `CMS_MANUAL_INIT`), and starts it
 * once the bundle has run and everything here is registered.
 */
import { cmsConfig } from '../../site-config';
import adminStyles from './admin.css';
import { bodyControl } from './body-widget';
import { showCollectionsAsTheSiteDoes } from './collection-views';
import { decap } from './decap-globals';
import { frontmatterAsWritten } from './frontmatter-as-written';
import { pagePreview } from './page-preview';
import previewStyles from './preview.css';
import { refuseOverwrites } from './refuse-overwrite';
import { siteStylesheets } from './site-stylesheets';

const { previewTemplates = '', contentFolder = '', folderTitles = '{}', hiddenFolders = '' } = document.currentScript!.dataset;
decap().CMS_MANUAL_INIT = true;

function startDecap() {
  const { CMS } = decap();
  // The page's policy allows <style> elements on /admin only, for Decap's own (lib/hosting/csp.ts).
  document.head.append(Object.assign(document.createElement('style'), { textContent: adminStyles }));
  CMS.registerPreviewStyle(previewStyles, { raw: true });
  refuseOverwrites();
  CMS.registerCustomFormat(cmsConfig.pageFormat, 'md', frontmatterAsWritten);
  const markdown = CMS.getWidget('markdown');
  CMS.registerWidget({ name: cmsConfig.bodyWidget, controlComponent: bodyControl(markdown.control), previewComponent: markdown.preview, schema: markdown.schema });
  showCollectionsAsTheSiteDoes(JSON.parse(folderTitles) as Record<string, string>, new Set(hiddenFolders.split(' ')));
  // Without the site's stylesheets (the landing page did not answer), the preview still shows the page's text.
  const preview = pagePreview(contentFolder, siteStylesheets().catch(() => []));
  for (const name of previewTemplates.split(' ')) CMS.registerPreviewTemplate(name, preview);
  CMS.init();
}

/**
 * Inside another page's frame, the CMS does not start: a page that frames it could lead a
 * signed-in writer's clicks. Where the host sends `frame-ancestors 'none'` the browser never shows
 * it framed; GitLab Pages sends no header, and a `<meta>` policy cannot forbid framing.
 */
function refuseFraming() {
  const open = Object.assign(document.createElement('a'), { href: location.href, target: '_blank', rel: 'noopener', textContent: 'Open the editor on its own' });
  const notice = Object.assign(document.createElement('p'), { textContent: 'The content editor does not open inside another page. ' });
  notice.append(open, '.');
  document.body.replaceChildren(notice);
}

// After every script of the page has run: Decap's bundle is the next one.
document.addEventListener('DOMContentLoaded', () => (window.top === window.self ? startDecap() : refuseFraming()), { once: true });
