/**
 * decap-server for `npm run dev`'s /admin: its file-system backend (decap-server's `registerLocalFs`,
 * the interface it offers for embedding it in a server of one's own) behind a Host check. It
 * writes whatever it is sent into the content folder; listening on the loopback address alone does
 * not keep a web page out, since a page whose domain is made to resolve to 127.0.0.1 (DNS
 * rebinding) reaches it from its own origin, which CORS does not stop. That page's requests name
 * its own host, so only requests naming the loopback address are answered.
 * Environment: PORT, GIT_REPO_DIRECTORY (the folder it edits).
 */
import express from 'express';
import decapServer from 'decap-server/dist/middlewares';

const port = Number(process.env.PORT);
const loopbackHosts = ['127.0.0.1', 'localhost', '[::1]'].map((name) => `${name}:${port}`);
const app = express();
app.use((request, response, next) => {
  if (loopbackHosts.includes(request.headers.host ?? '')) return next();
  response.status(403).type('text/plain').send('decap-server answers requests to 127.0.0.1 or localhost only.\n');
});
await decapServer.registerLocalFs(app, { logLevel: 'warn' });
app.listen(port, '127.0.0.1');
