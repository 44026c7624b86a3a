/**
 * GitLab Pages, as far as the browser tests need it: serves an export as its GitLab Pages copy
 * (the layout `npm run build:pages` writes, lib/hosting/pages-layout.ts, laid out in memory from
 * the export itself, so it is never older than the build) the way gitlab-pages answers a request,
 * through the resolver (pages-resolver.ts): a file first, then `_redirects`, then 404.html; no
 * header of the project's own. Usage: tsx tests/helpers/pages-server.ts <export folder> <port>.
 */
import { createServer } from 'node:http';
import handler from 'serve-handler';
import { exportBasePath } from '../../lib/hosting/export-base-path';
import { exportFiles, pagesLayout } from '../../lib/hosting/pages-layout';
import { readRedirects } from '../../lib/pipeline/export/redirect-pages';
import { resolvePages } from './pages-resolver';

const [folder, port] = process.argv.slice(2);
if (!folder || !port) throw new Error('usage: tsx tests/helpers/pages-server.ts <export folder> <port>');
const basePath = exportBasePath(folder);
const layout = pagesLayout(exportFiles(folder), readRedirects(folder), basePath);
/** Each file of the copy, by its URL path (Pages serves the copy under the base path), and its path in the export. */
const sourceOf = new Map([...layout.published].map(([source, published]) => [`${basePath}${published}`, source]));
const site = { files: new Set(sourceOf.keys()), rules: layout.rules };

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://pages');
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    response.writeHead(400).end();
    return;
  }
  const answer = resolvePages(site, path);
  // gitlab-pages keeps the query string on its redirect to a folder's slash form, not on a rule's.
  if (answer.status === 301 || answer.status === 302) {
    response.writeHead(answer.status, { Location: answer.status === 302 ? `${answer.location}${url.search}` : answer.location }).end();
    return;
  }
  // A path no file has: serve-handler answers it with the export's 404.html, status 404.
  request.url = answer.status === 200 ? sourceOf.get(answer.file)! : '/no-file-answers-this';
  void handler(request, response, { public: folder, cleanUrls: false, trailingSlash: false, directoryListing: false });
}).listen(Number(port), '127.0.0.1');
