/**
 * The files the build writes into the export beside Next's pages, in `npm run dev`: /admin and
 * the CMS files (lib/cms/cms-files.ts), the pages' content files (lib/pipeline/export/page-content-files.ts),
 * their Markdown copies with llms.txt and llms-full.txt (lib/pipeline/steps/reader-markdown.ts)
 * and the images beside the pages (scripts/dev-images.ts),
 * served on their own port, where next dev's rewrites (next.config.ts) send their paths.
 * config.yml is generated on every request, so it follows the content, and points Decap at
 * decap-server, which edits the files on disk instead of GitLab.
 */
import { createServer } from 'node:http';
import { pageContentFiles } from '../lib/pipeline/export/page-content-files';
import { siteReaderFiles } from '../lib/pipeline/steps/reader-markdown';
import { cmsFiles } from '../lib/cms/cms-files';
import { SVG_POLICY } from '../lib/hosting/csp';
import { MARKDOWN_TYPE } from '../lib/hosting/headers';
import { MIME_TYPES } from '../lib/content/image-assets';
import { devImages } from './dev-images';

export function startCmsFiles(port: number, localBackendUrl: string, contentDir: string) {
  const imageAt = devImages(contentDir);
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const send = (contentType: string, body: string | Buffer, headers = {}) =>
      response.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-cache', ...headers }).end(body);
    const file = cmsFiles(localBackendUrl).find((each) => each.path === path);
    if (file) return send(file.contentType, file.body());
    const pageContent = pageContentFiles().get(path);
    if (pageContent) return send('text/plain; charset=utf-8', pageContent());
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
  });
  // next dev's rewrites reach this server through Node's global agent, which keeps connections
  // alive: with a server-side idle timeout, a request sent as the server closed its idle
  // connection failed, and next dev answered it with HTTP 500. The browser never talks to it.
  server.keepAliveTimeout = 0;
  server.listen(port, '127.0.0.1');
}
