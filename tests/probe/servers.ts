/**
 * The two servers the build configures, `npm run serve` and nginx, started on the fixture site's
 * export, each in its own process group so that stopping them leaves nothing running.
 */
import { type ChildProcess } from 'node:child_process';
import { existsSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { copyBuildEnv, copyRepository, repositoryFiles } from '../../scripts/bench/repo-copy';
import { sparePort } from '../../scripts/bench/static-server';
import { FIXTURE_BUILD_ENV, FIXTURE_OUT_DIR, SERVE_BIN, serverArgs } from '../../scripts/serve-command';
import { runWithLimit, signalChildGroup, spawnGroup, verdictLine } from './child';
import { sendRaw } from './raw-http';

/** A fixture build takes about a minute; a slower one is stuck. */
const FIXTURE_BUILD_LIMIT_MS = 10 * 60_000;
const STARTUP_LIMIT_MS = 30_000;
const STOP_GRACE_MS = 5_000;

/** The export the servers get: its nginx.conf is what nginx.ts needs, and the build writes it last. */
function exportMarker(dir: string): string {
  return join(dir, '_hosting', 'nginx.conf');
}

/** The checkout's fixture export, when it was built after the last change to any file of the repository. */
function freshFixtureExport(root: string): string | null {
  const dir = join(root, FIXTURE_OUT_DIR);
  if (!existsSync(exportMarker(dir))) return null;
  const builtAt = statSync(exportMarker(dir)).mtimeMs;
  return repositoryFiles(root).every((file) => statSync(join(root, file)).mtimeMs <= builtAt) ? dir : null;
}

interface FixtureExport {
  dir: string;
  /** The repository copy it was built in, to remove afterwards; null for an export that was already there. */
  copy: string | null;
}

/** `--site`, else a fresh `out-fixture/`, else the fixture site built in a copy of the repository. */
export async function fixtureExport(root: string, site: string | undefined): Promise<FixtureExport> {
  if (site !== undefined) {
    if (!existsSync(exportMarker(site))) throw new Error(`${site} holds no export: ${exportMarker(site)} is missing`);
    return { dir: resolve(site), copy: null };
  }
  const fresh = freshFixtureExport(root);
  if (fresh) return { dir: fresh, copy: null };
  console.log(`Building the fixture site in a copy of the repository (${FIXTURE_OUT_DIR}/ is missing or older than the code)…`);
  const copy = copyRepository(root);
  const build = await runWithLimit(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: copy, env: { ...process.env, ...FIXTURE_BUILD_ENV, ...copyBuildEnv(copy) } }, FIXTURE_BUILD_LIMIT_MS);
  if (build.exitCode !== 0) {
    rmSync(copy, { recursive: true, force: true });
    throw new Error(`the fixture build failed (exit ${build.exitCode}): ${verdictLine(`${build.stdout}\n${build.stderr}`)}`);
  }
  return { dir: join(copy, FIXTURE_OUT_DIR), copy };
}

export interface RunningServer {
  name: string;
  port: number;
  stop(): Promise<void>;
}

async function waitUntilAnswering(name: string, child: ChildProcess, port: number) {
  const deadline = performance.now() + STARTUP_LIMIT_MS;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} before answering on port ${port}`);
    const answer = await sendRaw(port, 'HEAD', '/');
    if ('response' in answer) return;
    await new Promise((resolvePause) => setTimeout(resolvePause, 250));
  }
  throw new Error(`${name} did not answer on port ${port} within ${STARTUP_LIMIT_MS / 1000} s`);
}

function stopper(child: ChildProcess): () => Promise<void> {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
    signalChildGroup(child, 'SIGTERM');
    const timer = setTimeout(() => signalChildGroup(child, 'SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  };
}

/** `PROBE_PORT` and the port after it, or two ports nothing listens on. */
export async function serverPorts(): Promise<[number, number]> {
  const base = process.env.PROBE_PORT;
  if (base !== undefined) return [Number(base), Number(base) + 1];
  return [await sparePort(), await sparePort()];
}

/** Starts `npm run serve`'s server or nginx on `dir` and resolves once it answers. */
export async function startServer(root: string, name: 'serve' | 'nginx', dir: string, port: number): Promise<RunningServer> {
  const child = spawnGroup(join(root, SERVE_BIN), serverArgs(name, port, dir), { cwd: root, stdio: 'ignore' });
  const server = { name, port, stop: stopper(child) };
  try {
    await waitUntilAnswering(name, child, port);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}
