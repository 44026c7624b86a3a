/**
 * The files the build writes into the export beside Next's pages, in `npm run dev`: /admin and
 * the CMS files (lib/cms/cms-files.ts), the pages' content files and sidebar trees
 * (lib/pipeline/export/page-content-files.ts), their Markdown copies with llms.txt and llms-full.txt (lib/pipeline/steps/reader-markdown.ts)
 * and the images beside the pages (scripts/dev-images.ts), answered before Next sees the request.
 * config.yml is generated on every request, so it follows the content, and points Decap at
 * decap-server, which edits the files on disk instead of GitLab.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pageContentFiles, sidebarTreeFiles } from '../lib/pipeline/export/page-content-files';
import { siteReaderFiles } from '../lib/pipeline/steps/reader-markdown';
import { cmsFiles } from '../lib/cms/cms-files';
import { contentSecurityPolicy, SVG_POLICY } from '../lib/hosting/csp';
import { MARKDOWN_TYPE } from '../lib/hosting/headers';
import { MIME_TYPES } from '../lib/content/image-assets';
import { RESERVED_ROUTES } from '../lib/navigation/reserved-routes';
import { routeOfSitePath } from '../lib/navigation/routes';
import { siteConfig } from '../lib/site-config';
import { devImages } from './dev-images';

const { admin, cmsFiles: cmsFolder, pageContents, sidebarTree, images, llms, llmsFull } = RESERVED_ROUTES;
/** Whether the build writes `path` itself: looked up before any file is listed, since every request of Next's passes here. */
const isExportFile = (path: string) =>
  path === admin ||
  [cmsFolder, pageContents, sidebarTree, images].some((folder) => path.startsWith(`${folder}/`)) ||
  /^\/.+\.md$/.test(path) ||
  [llms, llmsFull].some((route) => path === `${route}.txt`);

/**
 * Answers a request for one of those files and returns true; false for any other request. A CMS
 * file is answered once `localBackend`, which starts the local backend, has it listening.
 */
export function devExportFiles(localBackendUrl: string, contentDir: string, localBackend: () => Promise<void>) {
  const imageAt = devImages(contentDir);
  // /admin's policy as the build's hosts send it (it has no inline script), and decap-server's origin, which it saves through.
  const adminPolicy = contentSecurityPolicy({ scriptHashes: [], cms: true, cmsBackend: new URL(localBackendUrl).origin });
  const serve = (path: string, siteUrl: string, response: ServerResponse) => {
    const send = (contentType: string, body: string | Buffer, headers = {}) =>
      response.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-cache', ...headers }).end(body);
    const file = cmsFiles({ backendUrl: localBackendUrl, siteUrl }).find((each) => each.path === path);
    if (file) return void localBackend().then(() => send(file.contentType, file.body(), path === admin ? { 'Content-Security-Policy': adminPolicy } : {}));
    const pageContent = pageContentFiles().get(path);
    if (pageContent) return send('text/plain; charset=utf-8', pageContent());
    const sidebarTreeFile = sidebarTreeFiles().get(path);
    if (sidebarTreeFile) return send('application/json', sidebarTreeFile());
    const readerFile = siteReaderFiles().get(path);
    if (readerFile) return send(`${path.endsWith('.md') ? MARKDOWN_TYPE : 'text/plain'}; charset=utf-8`, readerFile());
    imageAt(path).then(
      (image) => {
        if (!image) return response.writeHead(404).end();
        // An SVG opened by itself runs no script here either, as under nginx and serve.
        return send(image.contentType, image.body, image.contentType === MIME_TYPES.svg ? { 'Content-Security-Policy': SVG_POLICY } : {});
      },
      (error: unknown) => response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(String(error)),
    );
  };
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const path = routeOfSitePath(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (!isExportFile(path)) return false;
    // The CMS's "View Live": the site at the address it was opened from.
    serve(path, `http://${request.headers.host}${siteConfig.basePath}`, response);
    return true;
  };
}
