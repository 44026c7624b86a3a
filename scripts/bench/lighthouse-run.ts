import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { CHROMIUM, chromiumLaunchOptions } from '../../tests/e2e/browser';

/** Headless, with the flags the rest of the project gives Debian's chromium: no sandbox (root), no calls home. */
const CHROME_FLAGS = ['--headless', ...(chromiumLaunchOptions.args ?? [])];

interface LighthouseRun {
  /** 0 to 100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

interface LighthouseResult {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number } | undefined>;
  runtimeError?: { code: string; message: string };
}

/**
 * One Lighthouse run through its CLI (which launches chromium itself through chrome-launcher,
 * reading CHROME_PATH), performance category only, with the default mobile config or the desktop
 * preset.
 */
export async function runLighthouse(url: string, desktop: boolean): Promise<LighthouseRun> {
  const args = [url, '--output=json', '--output-path=stdout', '--quiet', '--only-categories=performance', `--chrome-flags=${CHROME_FLAGS.join(' ')}`];
  if (desktop) args.push('--preset=desktop');
  const env = { ...process.env, CHROME_PATH: CHROMIUM };
  // Its report holds the page's screenshots: megabytes, past execFile's default buffer.
  const run = promisify(execFile)('node_modules/.bin/lighthouse', args, { env, maxBuffer: 256 * 1024 * 1024 });
  const { stdout } = await run.catch((error: Error & { code?: number; stderr?: string }) => {
    throw new Error(`lighthouse exited with ${error.code}:\n${(error.stderr ?? error.message).slice(-2000)}`);
  });
  const result = JSON.parse(stdout) as LighthouseResult;
  if (result.runtimeError) throw new Error(`lighthouse could not measure ${url}: ${result.runtimeError.code} ${result.runtimeError.message}`);
  const value = (audit: string) => result.audits[audit]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((result.categories.performance.score ?? Number.NaN) * 100),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
