/**
 * GitLab Pages, as far as the browser tests need it: serves the copy `npm run build:pages` made
 * (`tsx tests/helpers/pages-server.ts <folder> <port>`) the way gitlab-pages answers a request,
 * through the resolver (pages-resolver.ts): a file first, then `_redirects`, then 404.html; no
 * header of the project's own. serve-handler only sends the file the resolver chose.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import handler from 'serve-handler';
import { resolvePages } from './pages-resolver';

const [folder, port] = process.argv.slice(2);
if (!folder || !port) throw new Error('usage: tsx tests/helpers/pages-server.ts <folder> <port>');
const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => statSync(join(folder, file)).isFile());
const site = { files: new Set(files.map((file) => `/${file}`)), rules: readFileSync(join(folder, '_redirects'), 'utf8').split('\n') };

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://pages');
  const answer = resolvePages(site, decodeURIComponent(url.pathname));
  if (answer.status === 301 || answer.status === 302) {
    response.writeHead(answer.status, { Location: `${answer.location}${url.search}` }).end();
    return;
  }
  // A path no file has: serve-handler answers it with the folder's 404.html, status 404.
  request.url = answer.status === 200 ? answer.file : '/no-file-answers-this';
  void handler(request, response, { public: folder, cleanUrls: false, trailingSlash: false, directoryListing: false });
}).listen(Number(port), '127.0.0.1');
