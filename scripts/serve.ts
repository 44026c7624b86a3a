/**
 * `npm run serve`: the export served with the build's URL rules and headers (_hosting/serve.json),
 * through serve-handler, the library behind `serve`, with gzip on the fly, on 127.0.0.1 unless
 * HOST says otherwise. A URL that is not in its clean form (`/x.html`, `/x/index.html`, `/x/`) gets
 * one redirect to it that keeps the query string, as under nginx, and so does a moved page's old
 * route (_hosting/redirects.json, from `redirect_from`): serve-handler's own redirects
 * take two hops for `/x/index.html` and build their Location from the path alone. What nginx
 * refuses is refused before serve-handler sees it (lib/hosting/request-guard.ts), and every
 * response carries the security headers, refusals and redirects included. An export built for a base
 * path (`/docs`) is served under it (lib/hosting/base-path-mount.ts); outside it is the not-found page.
 * Usage: tsx scripts/serve.ts [folder] [port]   (defaults: out, $PORT or 3000)
 */
import { existsSync, readFileSync } from 'node:fs';
import { lstat } from 'node:fs/promises';
import { createServer, type OutgoingHttpHeaders, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { join, resolve } from 'node:path';
import compression from 'compression';
import handler from 'serve-handler';
import { urlInsideBasePath } from '../lib/hosting/base-path-mount';
import { exportBasePath } from '../lib/hosting/export-base-path';
import { headersFor, VARY_ACCEPT, wantsMarkdown } from '../lib/hosting/headers';
import { movedLocation, movedRoutes } from '../lib/hosting/moved-routes';
import { readRedirects } from '../lib/pipeline/export/redirect-pages';
import { ALLOW_HEADER, guardRequest, printable } from '../lib/hosting/request-guard';
import { isFilePath, markdownRoute, normalizePath, sitePath } from '../lib/navigation/routes';
import { hostingConfig } from '../lib/site-config';

const [dir = 'out', port = process.env.PORT ?? '3000'] = process.argv.slice(2);
const host = process.env.HOST ?? '127.0.0.1';
const config = { ...JSON.parse(readFileSync(join(dir, '_hosting/serve.json'), 'utf8')), public: resolve(dir) };
const compress = compression();
const moved = movedRoutes(readRedirects(dir));
const basePath = exportBasePath(dir);
// A path serve.json rewrites to a file that does not exist: the not-found page, with status 404.
const NOT_FOUND_URL = '/404';

const SECURITY_HEADERS: OutgoingHttpHeaders = Object.fromEntries(headersFor('other'));
const ALLOW: OutgoingHttpHeaders = { Allow: ALLOW_HEADER };

/**
 * A name longer than the file system takes (ENAMETOOLONG) names no file of the export: serve-handler
 * would answer it with a 500, so it is reported as missing and gets the not-found page. A folder is
 * reported missing too: none is ever answered (no listings), and serve-handler stats a path whose
 * last segment has a dot first, so the folder `glossa/1.0/` would hide the page `glossa/1.0.html`.
 * Its types describe a callback lstat, but serve-handler awaits the one it is given (it promisifies its own).
 */
async function lstatOrMissing(path: string) {
  let stats;
  try {
    stats = await lstat(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENAMETOOLONG') Object.assign(error as object, { code: 'ENOENT' });
    throw error;
  }
  if (stats.isDirectory()) throw Object.assign(new Error(`${path} is a folder`), { code: 'ENOENT' });
  return stats;
}

function refusalBody(status: number): string {
  return `${status} ${STATUS_CODES[status]}\n`;
}

/** For requests Node's parser rejects, where there is no response object: the raw HTTP answer, which closes the connection. */
function rawRefusal(status: number, extra: OutgoingHttpHeaders = {}): string {
  const body = refusalBody(status);
  const headers = { ...SECURITY_HEADERS, ...extra, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(body), Connection: 'close' };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${String(value)}`);
  return [`HTTP/1.1 ${status} ${STATUS_CODES[status]}`, ...lines, '', body].join('\r\n');
}

/**
 * Answers and half-closes, then keeps reading what the client is still sending until it closes or
 * lingerMs pass: closing with unread bytes would reset the connection, and the client would lose
 * the answer. Node calls clientError again for each chunk read after the error, hence the check.
 */
function answerAndLinger(socket: Duplex, response: string) {
  if (!socket.writable) return;
  socket.end(response);
  setTimeout(() => socket.destroy(), hostingConfig.lingerMs).unref();
}

/**
 * A page's address asked for as Markdown answers with its `.md` copy, as nginx does
 * (lib/hosting/headers.ts); every answer at a page's address varies by Accept.
 */
function markdownAnswer(url: string, accept: string | undefined, response: ServerResponse): string | null {
  const path = url.split(/[?#]/)[0]!;
  if (isFilePath(path)) return null;
  for (const [name, value] of VARY_ACCEPT) response.setHeader(name, value);
  const copy = markdownRoute(normalizePath(path));
  return wantsMarkdown(accept) && existsSync(join(dir, copy)) ? copy : null;
}

const server = createServer((request, response) => {
  const verdict = guardRequest(request.method ?? '', request.url ?? '');
  if (verdict.action === 'refuse') {
    const extra = verdict.status === 405 ? ALLOW : {};
    response.writeHead(verdict.status, { ...SECURITY_HEADERS, ...extra, 'Content-Type': 'text/plain; charset=utf-8' }).end(refusalBody(verdict.status));
    return;
  }
  // The clean-URL redirect is read from the whole path, so its Location keeps the base path.
  const inside = urlInsideBasePath(request.url ?? '', basePath);
  const movedTo = inside === null ? null : movedLocation(moved, inside);
  // Before the clean-URL redirect, so `/old/` reaches the moved page in one hop.
  const location = (movedTo && sitePath(movedTo, basePath)) ?? (verdict.action === 'redirect' ? verdict.location : null);
  if (location !== null) {
    response.writeHead(301, { ...SECURITY_HEADERS, Location: location }).end();
    return;
  }
  // serve-handler's own answers (its 404 page, its redirects, its errors) keep these; a page's or a
  // file's own entries in serve.json replace them.
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value!);
  request.url = (inside && markdownAnswer(inside, request.headers.accept, response)) ?? inside ?? NOT_FOUND_URL;
  compress(request as never, response as never, () => {
    handler(request, response, config, { lstat: lstatOrMissing as unknown as typeof import('node:fs').lstat }).catch((error: unknown) => {
      console.error(`serve: ${request.method} ${printable(request.url ?? '')}: ${printable(String(error))}`);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
});

server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
  // Node's parser refuses unknown methods, oversized heads and malformed request lines itself.
  if (error.code === 'HPE_INVALID_METHOD') answerAndLinger(socket, rawRefusal(405, ALLOW));
  else if (error.code === 'HPE_HEADER_OVERFLOW') answerAndLinger(socket, rawRefusal(431));
  else answerAndLinger(socket, rawRefusal(400));
});
// CONNECT never reaches the request handler; without this, Node closes the connection with no answer.
server.on('connect', (_request, socket: Duplex) => answerAndLinger(socket, rawRefusal(405, ALLOW)));
server.listen(Number(port), host, () => console.log(`Serving ${dir}/ at http://${host}:${port}${basePath}`));
