import { RESERVED_ROUTES } from '../navigation/reserved-routes';
import { sitePath } from '../navigation/routes';
import { siteConfig } from '../site-config';
import { ADMIN_SCRIPT } from './admin-script';
import { DECAP_SCRIPT } from './decap-bundle';

/** What the site's script on /admin needs to know of the configuration: the names to register the page preview under and the content folder. */
interface AdminPageInput {
  previewTemplates: readonly string[];
  contentFolder: string;
  /** Each folder's name in the collection tree, by its key there (lib/cms/admin/collection-views.ts). */
  folderTitles: Readonly<Record<string, string>>;
  /** The folders the library collections' trees and search results leave out, by the same key: each docs version's, a collection of its own. */
  hiddenFolders: readonly string[];
}

const attribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The /admin page: Decap CMS on a page of its own, sharing nothing with the docs pages (no Next
 * runtime, no layout), so they carry no byte of it. Kept out of search engines; it is in no
 * sitemap, search index or sidebar, which list docs only.
 */
export function adminPage({ previewTemplates, contentFolder, folderTitles, hiddenFolders }: AdminPageInput): string {
  const title = `Content editor ${siteConfig.titleDelimiter} ${siteConfig.title}`;
  const cmsFiles = sitePath(RESERVED_ROUTES.cmsFiles);
  return `<!DOCTYPE html><html lang="${siteConfig.locale.lang}" dir="${siteConfig.locale.dir}"><head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${title}</title>
<link rel="icon" href="${sitePath('/icon.svg')}" type="image/svg+xml">
<link rel="cms-config-url" type="text/yaml" href="${cmsFiles}/config.yml">
</head>
<body>
<noscript>The content editor needs JavaScript.</noscript>
<script src="${cmsFiles}/${ADMIN_SCRIPT}" data-preview-templates="${attribute(previewTemplates.join(' '))}" data-content-folder="${attribute(contentFolder)}" data-folder-titles="${attribute(JSON.stringify(folderTitles))}" data-hidden-folders="${attribute(hiddenFolders.join(' '))}"></script>
<script src="${cmsFiles}/${DECAP_SCRIPT}"></script>
</body>
</html>
`;
}
