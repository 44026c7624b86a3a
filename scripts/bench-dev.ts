/**
 * The writer's loop in `npm run dev`, measured: a generated docs site of N pages in a temporary
 * folder (as bench:scale generates it), `npm run dev` on it, one page open in Chromium and scrolled
 * down, then saves to that page's markdown (its body, its title, a code block, in turn). Each save
 * is timed until the open page shows it, while another client asks for the page all along and
 * counts the answers that are not 200. Prints the time to the first page, the median save, the
 * HTTP 500s, whether the scroll position held, and the dev processes' peak memory.
 * Usage: npm run bench:dev -- [--pages N] [--saves S] [--seed S]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/e2e/browser';
import { DEFAULT_SEED, generateDocs, writeDocs } from './bench/generate';
import { mb, seconds, table } from './bench/format';
import { sampleTreeRss } from './bench/memory';

const { values } = parseArgs({ options: { pages: { type: 'string', default: '23' }, saves: { type: 'string', default: '10' }, seed: { type: 'string' } } });
const pages = Number(values.pages);
const saves = Number(values.saves);
const seed = values.seed === undefined ? DEFAULT_SEED : Number(values.seed);
// The ports of the cms-dev browser tests (playwright.config.ts): E2E_PORT gives each checkout its own.
const port = Number(process.env.E2E_PORT ?? 4391) + 4;
const origin = `http://127.0.0.1:${port}`;
/** How long one save may take to show before it counts as never shown. */
const SAVE_LIMIT_MS = 20_000;
// The whole content check runs first: minutes at 2,000 pages on a busy machine.
const START_LIMIT_MS = 900_000;
/**
 * How long the other client waits between its requests for the page while the saves go on: at
 * 2,000 pages next dev takes seconds of a core for each, so asking more often would slow the saves.
 */
const POLL_MS = 1_000;

const root = mkdtempSync(join(tmpdir(), 'bench-dev-'));
const contentDir = join(root, 'content');
const generated = generateDocs(pages, seed);
await writeDocs(contentDir, generated);
// A page in the middle of the tree, long enough to scroll.
const edited = generated[Math.floor(generated.length / 2)]!;
const file = join(contentDir, edited.file);
const original = readFileSync(file, 'utf8');
console.log(`Generated ${generated.length} pages in ${contentDir}; editing ${edited.route}`);

const logFile = join(root, 'dev.log');
const startedAt = performance.now();
const dev: ChildProcess = spawn('node_modules/.bin/tsx', ['scripts/dev.ts'], {
  // Its own state folder, so a writer's `npm run dev` state in .cache/dev/ stays as it is.
  env: { ...process.env, CONTENT_DIR: contentDir, PORT: String(port), BUILD_STATE_DIR: '.cache/bench-dev', NEXT_TELEMETRY_DISABLED: '1' },
  stdio: ['ignore', openSync(logFile, 'w'), openSync(logFile, 'a')],
  detached: true,
});
const memory = sampleTreeRss(dev.pid!, 500);
const exited = new Promise<void>((resolve) => dev.once('exit', () => resolve()));
const stop = async () => {
  try {
    process.kill(-dev.pid!, 'SIGTERM');
  } catch {
    // Already gone.
  }
  await exited;
};

const status = (path: string) => fetch(`${origin}${path}`).then((response) => response.status, () => 0);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The three kinds of save, in turn; each carries `token`, which the open page shows once it has the save. */
const editOf = (index: number, token: string) => {
  const kind = ['body', 'title', 'code block'][index % 3]!;
  if (kind === 'title') return { kind, text: original.replace(/^title: "(.*)"$/m, `title: "$1 ${token}"`) };
  if (kind === 'code block') return { kind, text: `${original.trimEnd()}\n\n\`\`\`kotlin\nval edit = "${token}"\n\`\`\`\n` };
  return { kind, text: `${original.trimEnd()}\n\nA saved edit: ${token}.\n` };
};

/** Editors save by rename (a temporary file, then over the page) or in place: both, in turn. */
const save = (index: number, text: string) => {
  if (index % 2 === 0) return writeFileSync(file, text);
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

try {
  let firstPageMs = 0;
  for (;;) {
    if (dev.exitCode !== null) throw new Error(`npm run dev exited with ${dev.exitCode}:\n${readFileSync(logFile, 'utf8')}`);
    if ((await status(edited.route)) === 200) break;
    if (performance.now() - startedAt > START_LIMIT_MS) throw new Error(`npm run dev served no page within ${seconds(START_LIMIT_MS)}:\n${readFileSync(logFile, 'utf8')}`);
    await sleep(250);
  }
  firstPageMs = performance.now() - startedAt;
  console.log(`First page after ${seconds(firstPageMs)}`);

  const browser = await chromium.launch(chromiumLaunchOptions);
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const answers = new Map<number, number>();
  const count = (code: number) => answers.set(code, (answers.get(code) ?? 0) + 1);
  page.on('response', (response) => {
    if (response.status() >= 500) count(response.status());
  });
  await page.goto(`${origin}${edited.route}`);
  await page.waitForFunction(() => document.querySelector('[data-article-body]') !== null);
  // The live channel connects after hydration.
  await sleep(2_000);
  await page.evaluate(() => window.scrollTo(0, 600));

  let polling = true;
  const poller = (async () => {
    while (polling) {
      count(await status(edited.route));
      await sleep(POLL_MS);
    }
  })();

  const shown: { kind: string; ms: number | null; scrollKept: boolean }[] = [];
  for (let index = 0; index < saves; index++) {
    const token = `edit${index}x${Date.now().toString(36)}`;
    const { kind, text } = editOf(index, token);
    const scrollBefore = await page.evaluate(() => window.scrollY);
    const savedAt = performance.now();
    save(index, text);
    const seen = await page
      .waitForFunction((wanted) => document.querySelector('main')?.textContent?.includes(wanted), token, { timeout: SAVE_LIMIT_MS, polling: 'raf' })
      .then(() => performance.now() - savedAt, () => null);
    const scrollKept = Math.abs((await page.evaluate(() => window.scrollY)) - scrollBefore) < 2;
    shown.push({ kind, ms: seen, scrollKept });
    console.log(`save ${index + 1} (${kind}): ${seen === null ? `not shown after ${seconds(SAVE_LIMIT_MS)}` : `${Math.round(seen)} ms`}${scrollKept ? '' : ', scroll position lost'}`);
    // Past the debounce of the next save, so each save is a save of its own.
    await sleep(300);
  }
  polling = false;
  await poller;
  await browser.close();
  writeFileSync(file, original);

  const peak = memory.stop();
  // A save never shown is slower than any shown, so it counts in the median.
  const times = shown.map(({ ms }) => ms ?? Infinity);
  const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'never');
  const others = [...answers].filter(([code]) => code !== 200).map(([code, n]) => `${n}× ${code || 'no answer'}`);
  console.log(
    `\n${table([
      ['npm run dev', `${generated.length} pages`],
      ['first page', seconds(firstPageMs)],
      [`save → shown, median of ${saves}`, ms(median(times))],
      ['save → shown, slowest', ms(Math.max(...times))],
      ['saves never shown', String(shown.filter(({ ms }) => ms === null).length)],
      ['scroll position kept', `${shown.filter(({ scrollKept }) => scrollKept).length} of ${saves}`],
      ['HTTP 500 during the saves', String([...answers].filter(([code]) => code >= 500).reduce((sum, [, n]) => sum + n, 0))],
      ['answers other than 200', others.join(', ') || 'none'],
      ['dev processes, peak memory', mb(peak.peakBytes)],
    ])}`,
  );
  const serverErrors = readFileSync(logFile, 'utf8').split('\n').filter((line) => line.includes('⨯') || line.startsWith('Failed to proxy'));
  if (serverErrors.length > 0) console.log(`\nWhat next dev reported:\n${[...new Set(serverErrors)].join('\n')}`);
} finally {
  memory.stop();
  await stop();
  rmSync(root, { recursive: true, force: true });
}
