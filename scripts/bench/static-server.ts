import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { SERVE_BIN, serverArgs } from '../serve-command';

/** A port nothing listens on right now: other servers on this machine take the usual ones. */
export function sparePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Serves `site` (relative to `root`) with the project's serve command, or with nginx and the build's
 * rules, on `port` (a spare loopback port if none is given), and resolves once it answers. `stop`
 * resolves once the server has exited.
 */
export async function startStaticServer(root: string, site = 'out', port?: number, server: 'serve' | 'nginx' = 'serve') {
  port ??= await sparePort();
  const child = spawn(SERVE_BIN, serverArgs(server, port, site), { cwd: root, stdio: 'ignore' });
  const exited = once(child, 'exit');
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill();
    await exited;
  };
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`${server} exited with ${child.exitCode} before answering on ${origin}`);
    const answered = await fetch(`${origin}/`).then((response) => response.ok, () => false);
    if (answered) return { origin, stop };
    await sleep(100);
  }
  await stop();
  throw new Error(`${server} did not answer on ${origin} within 10 s`);
}
