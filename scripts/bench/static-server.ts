import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { SERVE_BIN, serveArgs } from '../serve-command';

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

interface StaticServer {
  origin: string;
  stop: () => void;
}

/**
 * Serves `site` (relative to `root`) with the project's serve command on `port` (a spare loopback
 * port if none is given), and resolves once it answers.
 */
export async function startStaticServer(root: string, site = 'out', port?: number): Promise<StaticServer> {
  port ??= await sparePort();
  const child: ChildProcess = spawn(SERVE_BIN, serveArgs(port, site), { cwd: root, stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => {
    child.kill();
  };
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`serve exited with ${child.exitCode} before answering on ${origin}`);
    try {
      const response = await fetch(`${origin}/`);
      if (response.ok) return { origin, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error(`serve did not answer on ${origin} within 10 s`);
}
