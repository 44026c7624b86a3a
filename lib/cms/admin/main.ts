/**
 * The site's own additions to Decap CMS on /admin, loaded right after Decap's bundle, before it
 * reads its configuration: the pages' file format (see frontmatter-as-written.ts), the page body's
 * widget (see body-widget.ts), which the generated configuration names (cmsConfig.bodyWidget), the
 * guard that keeps a save from replacing another page (see refuse-overwrite.ts), and the preview of
 * every collection's pages (see page-preview.ts), whose names and content folder the page gives
 * this script's element.
 */
import { cmsConfig } from '../../site-config';
import adminStyles from './admin.css';
import { bodyControl } from './body-widget';
import { decap } from './decap-globals';
import { showFolderTitles } from './folder-titles';
import { frontmatterAsWritten } from './frontmatter-as-written';
import { pagePreview } from './page-preview';
import previewStyles from './preview.css';
import { refuseOverwrites } from './refuse-overwrite';
import { siteStylesheets } from './site-stylesheets';

const { CMS } = decap();
// The page's policy allows <style> elements on /admin only, for Decap's own (lib/hosting/csp.ts).
document.head.append(Object.assign(document.createElement('style'), { textContent: adminStyles }));
CMS.registerPreviewStyle(previewStyles, { raw: true });
refuseOverwrites();
CMS.registerCustomFormat(cmsConfig.pageFormat, 'md', frontmatterAsWritten);
const markdown = CMS.getWidget('markdown');
CMS.registerWidget({ name: cmsConfig.bodyWidget, controlComponent: bodyControl(markdown.control), previewComponent: markdown.preview, schema: markdown.schema });

const { previewTemplates = '', contentFolder = '', folderTitles = '{}', hiddenFolders = '' } = document.currentScript!.dataset;
showFolderTitles(JSON.parse(folderTitles) as Record<string, string>, new Set(hiddenFolders.split(' ')));
// Without the site's stylesheets (the landing page did not answer), the preview still shows the page's text.
const preview = pagePreview(contentFolder, siteStylesheets().catch(() => []));
for (const name of previewTemplates.split(' ')) CMS.registerPreviewTemplate(name, preview);
