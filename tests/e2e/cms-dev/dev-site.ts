import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { devStateDirFor } from '../../../lib/pipeline/dev-state-dir';
import { spawnDev } from './dev-process';

/**
 * `npm run dev` on a temporary copy of the fixture site, so a test can write pages through the
 * CMS without touching content/ or tests/fixtures/. It runs in this checkout (next dev cannot run
 * from a copy whose node_modules is a link), with its state where any `npm run dev` of another content folder keeps it, removed when it stops.
 */
export interface DevSite {
  /** The copy's content folder (CONTENT_DIR). */
  contentDir: string;
  /** The process started: node running scripts/dev.ts through tsx's loader. */
  pid: number;
  /** What the dev server printed, for a failing test's report. */
  log: () => string;
  /** Stops it, runs `whileStopped`, and starts it again on the same content and state folders. */
  restart: (whileStopped: () => void) => Promise<void>;
  stop: () => Promise<void>;
}

/** Starts the dev server on `port` (and the port after it, see scripts/dev.ts) and waits until /admin answers. */
async function startDevSite(port: number, timeoutMs: number): Promise<DevSite> {
  const root = mkdtempSync(join(tmpdir(), 'cms-dev-'));
  const contentDir = join(root, 'content');
  cpSync('tests/fixtures/site', contentDir, { recursive: true });
  const logFile = join(root, 'dev.log');
  writeFileSync(logFile, '');
  const log = () => readFileSync(logFile, 'utf8');
  const spawnHere = () => spawnDev({ CONTENT_DIR: contentDir, PORT: String(port) }, logFile);
  let dev = spawnHere();
  const stop = async () => {
    await dev.stop();
    rmSync(root, { recursive: true, force: true });
    rmSync(devStateDirFor(contentDir), { recursive: true, force: true });
  };
  const ready = async () => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (dev.child.exitCode !== null) throw new Error(`npm run dev exited with ${dev.child.exitCode}:\n${log()}`);
      if (await fetch(`http://127.0.0.1:${port}/admin`).then((response) => response.ok, () => false)) return;
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`npm run dev did not serve /admin within ${timeoutMs / 1000} s:\n${log()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  };
  const restart = async (whileStopped: () => void) => {
    await dev.stop();
    whileStopped();
    dev = spawnHere();
    await ready();
  };
  await ready();
  return {
    contentDir,
    get pid() {
      return dev.child.pid!;
    },
    log,
    restart,
    stop,
  };
}

// next dev compiles each route on its first request: slow on a busy machine, so generous.
const STARTUP_MS = 180_000;

/** Starts the dev server before the spec file's tests and stops it after them; a failed test gets its output attached. */
export function devSiteForThisFile(): () => DevSite {
  let site: DevSite | undefined;
  test.beforeAll(async ({ baseURL }) => {
    test.setTimeout(STARTUP_MS + 10_000);
    site = await startDevSite(Number(new URL(baseURL!).port), STARTUP_MS);
  });
  test.afterAll(async () => {
    await site?.stop();
  });
  test.afterEach(async ({}, testInfo) => {
    if (site && testInfo.status !== testInfo.expectedStatus) await testInfo.attach('npm run dev output', { body: site.log(), contentType: 'text/plain' });
  });
  return () => site!;
}
