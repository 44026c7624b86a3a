/**
 * The site's own additions to Decap CMS on /admin, loaded right after Decap's bundle, before it
 * reads its configuration: the page body's widget (see body-widget.ts), which the generated
 * configuration names (cmsConfig.bodyWidget), and the preview of every collection's pages (see
 * page-preview.ts), whose names and content folder the page gives this script's element.
 */
import { cmsConfig } from '../../site-config';
import { bodyControl } from './body-widget';
import { decap } from './decap-globals';
import { pagePreview } from './page-preview';
import { siteStylesheets } from './site-stylesheets';

const { CMS } = decap();
const markdown = CMS.getWidget('markdown');
CMS.registerWidget({ name: cmsConfig.bodyWidget, controlComponent: bodyControl(markdown.control), previewComponent: markdown.preview, schema: markdown.schema });

const { previewTemplates = '', contentFolder = '' } = document.currentScript!.dataset;
// Without the site's stylesheets (the landing page did not answer), the preview still shows the page's text.
const preview = pagePreview(contentFolder, siteStylesheets().catch(() => []));
for (const name of previewTemplates.split(' ')) CMS.registerPreviewTemplate(name, preview);
