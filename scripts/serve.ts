/**
 * `npm run serve`: the export served with the build's URL rules and headers (_hosting/serve.json),
 * through serve-handler, the library behind `serve`, with gzip on the fly, on 127.0.0.1 unless
 * HOST says otherwise. A URL that is not in its clean form (`/x.html`, `/x/index.html`, `/x/`) gets
 * one redirect to it that keeps the query string, as under nginx: serve-handler's own redirects
 * take two hops for `/x/index.html` and build their Location from the path alone.
 * Usage: tsx scripts/serve.ts [folder] [port]   (defaults: out, $PORT or 3000)
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import compression from 'compression';
import handler from 'serve-handler';
import { normalizePath } from '../lib/navigation/routes';

const [dir = 'out', port = process.env.PORT ?? '3000'] = process.argv.slice(2);
const host = process.env.HOST ?? '127.0.0.1';
const config = { ...JSON.parse(readFileSync(join(dir, '_hosting/serve.json'), 'utf8')), public: resolve(dir) };
const compress = compression();

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const clean = normalizePath(url.pathname);
  if (clean !== url.pathname) {
    response.writeHead(301, { Location: clean + url.search }).end();
    return;
  }
  compress(request as never, response as never, () => {
    handler(request, response, config).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
}).listen(Number(port), host, () => console.log(`Serving ${dir}/ at http://${host}:${port}`));
