/**
 * The site's own additions to Decap CMS on /admin, loaded right after Decap's bundle, before it
 * reads its configuration: the page body's widget (see body-widget.ts), which the generated
 * configuration names (cmsConfig.bodyWidget).
 */
import { cmsConfig } from '../../site-config';
import { bodyControl } from './body-widget';
import { decap } from './decap-globals';

const { CMS } = decap();
const markdown = CMS.getWidget('markdown');
CMS.registerWidget({ name: cmsConfig.bodyWidget, controlComponent: bodyControl(markdown.control), previewComponent: markdown.preview, schema: markdown.schema });
