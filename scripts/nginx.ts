/**
 * Serves an export with nginx in the foreground on 127.0.0.1, the way production nginx would
 * (the export's generated rules and headers), for the browser tests and `npm run bench:serve`:
 *   tsx scripts/nginx.ts [dir=out] [port=8080]
 * Runtime files go to a temp folder, never to /etc/nginx or /var/log/nginx.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { exportBasePath } from '../lib/hosting/export-base-path';
import { HOSTING_DIR } from '../lib/hosting/nginx-config';
import { nginxMainConfig } from '../lib/hosting/nginx-main-config';
import { NGINX_BIN } from './serve-command';

const root = resolve(process.argv[2] ?? 'out');
const port = Number(process.argv[3] ?? 8080);
if (!existsSync(join(root, HOSTING_DIR, 'nginx.conf'))) {
  console.error(`✖ ${root}/${HOSTING_DIR}/nginx.conf is missing: build the site first (npm run build).`);
  process.exit(1);
}
if (!existsSync(NGINX_BIN)) {
  console.error(`✖ ${NGINX_BIN} is missing. Install it: apt-get install -y nginx libnginx-mod-http-brotli-static`);
  process.exit(1);
}

// One folder per port: two runs on different ports never share a pid file.
const prefix = join(tmpdir(), `phosphorous-nginx-${port}`);
rmSync(prefix, { recursive: true, force: true });
mkdirSync(join(prefix, 'temp'), { recursive: true });
// An export built for a base path (`/docs`) is that folder of the server's root, as on a real host.
const basePath = exportBasePath(root);
const serverRoot = basePath === '' ? root : join(prefix, 'www');
if (basePath !== '') {
  mkdirSync(dirname(join(serverRoot, basePath)), { recursive: true });
  symlinkSync(root, join(serverRoot, basePath));
}
const config = join(prefix, 'nginx.conf');
writeFileSync(config, nginxMainConfig({ prefix, root, serverRoot, port, runAsRoot: process.getuid?.() === 0 }));

// -e: nginx opens its error log before reading the configuration; keep that one in the prefix too.
const nginx = spawn(NGINX_BIN, ['-p', prefix, '-c', config, '-e', join(prefix, 'error.log'), '-g', 'daemon off;'], { stdio: 'inherit' });
console.log(`nginx serves ${root} at http://127.0.0.1:${port}${basePath}/ (runtime files in ${prefix})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // nginx stops at once on SIGTERM (SIGQUIT would wait for open connections).
  process.on(signal, () => nginx.kill('SIGTERM'));
}
nginx.on('exit', (code, signal) => {
  rmSync(prefix, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
