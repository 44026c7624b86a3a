/**
 * /admin in `npm run dev`: the CMS files the build writes into the export (lib/cms/cms-files.ts),
 * served on their own port, where next dev's rewrites (next.config.ts) send /admin and /cms/*.
 * config.yml is generated on every request, so it follows the content, and points Decap at
 * decap-server, which edits the files on disk instead of GitLab.
 */
import { createServer } from 'node:http';
import { cmsFiles } from '../lib/cms/cms-files';

export function startCmsFiles(port: number, localBackendUrl: string) {
  createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = cmsFiles(localBackendUrl).find((each) => each.path === path);
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': file.contentType, 'Cache-Control': 'no-cache' }).end(file.body());
  }).listen(port, '127.0.0.1');
}
