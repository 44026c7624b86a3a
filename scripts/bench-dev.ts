/**
 * The writer's loop in `npm run dev`, measured on a generated site: two starts, then saves timed
 * until the open page shows them (what it prints: docs/performance.md#measuring).
 * Usage: npm run bench:dev -- [--pages N] [--saves S] [--seed S]
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/e2e/browser';
import { writeWhole } from '../lib/content/write-whole';
import { spawnDev } from '../tests/e2e/cms-dev/dev-process';
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
// Its own state folder for each site, so a writer's `npm run dev` state stays as it is; removed
// first, so the first start is a first start.
const stateDir = `.cache/bench-dev-${pages}-${seed}`;
rmSync(stateDir, { recursive: true, force: true });

/** `npm run dev` on the generated site, its output appended to the log, its memory sampled. */
function startDev() {
  const dev = spawnDev({ CONTENT_DIR: contentDir, PORT: String(port), BUILD_STATE_DIR: stateDir }, logFile);
  const memory = sampleTreeRss(dev.child.pid!, 500);
  const stop = async () => {
    await dev.stop();
    return memory.stop();
  };
  return { child: dev.child, stop, startedAt: performance.now(), logFrom: readFileSync(logFile, 'utf8').length };
}

const status = (path: string) => fetch(`${origin}${path}`).then((response) => response.status, () => 0);

/** The three kinds of save, in turn; each carries `token`, which the open page shows once it has the save. */
const editOf = (index: number, token: string) => {
  const kind = ['body', 'title', 'code block'][index % 3]!;
  if (kind === 'title') return { kind, text: original.replace(/^title: "(.*)"$/m, `title: "$1 ${token}"`) };
  if (kind === 'code block') return { kind, text: `${original.trimEnd()}\n\n\`\`\`kotlin\nval edit = "${token}"\n\`\`\`\n` };
  return { kind, text: `${original.trimEnd()}\n\nA saved edit: ${token}.\n` };
};

/** Editors save by rename (a temporary file, then over the page) or in place: both, in turn. */
const save = (index: number, text: string) => (index % 2 === 0 ? writeFileSync(file, text) : writeWhole(file, text));

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

/**
 * Times a start: until the edited page answers 200, and until this run's documents are written
 * (contentlayer2's `Generated N documents` line); a second start may answer with the last run's first.
 */
async function timeStart(dev: ReturnType<typeof startDev>) {
  const written = () => readFileSync(logFile, 'utf8').slice(dev.logFrom).match(/Generated \d+ documents/) !== null;
  let firstPageMs: number | null = null;
  let writtenMs: number | null = null;
  for (;;) {
    if (dev.child.exitCode !== null) throw new Error(`npm run dev exited with ${dev.child.exitCode}:\n${readFileSync(logFile, 'utf8')}`);
    if (firstPageMs === null && (await status(edited.route)) === 200) firstPageMs = performance.now() - dev.startedAt;
    if (writtenMs === null && written()) writtenMs = performance.now() - dev.startedAt;
    if (firstPageMs !== null && writtenMs !== null) return { firstPageMs, writtenMs };
    if (performance.now() - dev.startedAt > START_LIMIT_MS) throw new Error(`npm run dev served no page within ${seconds(START_LIMIT_MS)}:\n${readFileSync(logFile, 'utf8')}`);
    await sleep(250);
  }
}

// The first start checks every page; the second finds them kept (check-cache.ts) and is what a writer meets every day after.
let dev = startDev();
try {
  const first = await timeStart(dev);
  const firstPeak = await dev.stop();
  console.log(`First start: first page after ${seconds(first.firstPageMs)}, its documents written after ${seconds(first.writtenMs)}`);
  dev = startDev();
  const again = await timeStart(dev);
  console.log(`Start again: first page after ${seconds(again.firstPageMs)}, its documents written after ${seconds(again.writtenMs)}`);

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

  type Shown = { kind: string; ms: number | null; scrollKept: boolean };
  /** Saves `count` times, from save `first` on, each timed until the open page shows it. */
  async function timeSaves(first: number, count: number, label: string): Promise<Shown[]> {
    const shown: Shown[] = [];
    for (let index = first; index < first + count; index++) {
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
      console.log(`save ${index + 1} (${kind}${label}): ${seen === null ? `not shown after ${seconds(SAVE_LIMIT_MS)}` : `${Math.round(seen)} ms`}${scrollKept ? '' : ', scroll position lost'}`);
      // Past the debounce of the next save, so each save is a save of its own.
      await sleep(300);
    }
    return shown;
  }

  // As a writer has it: the open page is the only client.
  const shown = await timeSaves(0, saves, '');
  // Then as many again while another client asks for the page all along, counting what it gets:
  // each of its requests takes next dev a share of a core, so the saves above are timed without it.
  let polling = true;
  const poller = (async () => {
    while (polling) {
      count(await status(edited.route));
      await sleep(POLL_MS);
    }
  })();
  const shownWhilePolled = await timeSaves(saves, saves, ', another client polling');
  polling = false;
  await poller;
  await browser.close();
  writeFileSync(file, original);

  const peak = await dev.stop();
  // A save never shown is slower than any shown, so it counts in the median.
  const timesOf = (each: Shown[]) => each.map(({ ms }) => ms ?? Infinity);
  const times = timesOf(shown);
  const everySave = [...shown, ...shownWhilePolled];
  const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'never');
  const others = [...answers].filter(([code]) => code !== 200).map(([code, n]) => `${n}× ${code || 'no answer'}`);
  console.log(
    `\n${table([
      ['npm run dev', `${generated.length} pages`],
      ['first start: first page', seconds(first.firstPageMs)],
      ['first start: documents written', seconds(first.writtenMs)],
      ['first start: peak memory', mb(firstPeak.peakBytes)],
      ['start again: first page', seconds(again.firstPageMs)],
      ['start again: documents written', seconds(again.writtenMs)],
      [`save → shown, median of ${saves}`, ms(median(times))],
      ['save → shown, slowest', ms(Math.max(...times))],
      [`save → shown while another client polls, median of ${saves}`, ms(median(timesOf(shownWhilePolled)))],
      ['saves never shown', `${everySave.filter(({ ms }) => ms === null).length} of ${everySave.length}`],
      ['scroll position kept', `${everySave.filter(({ scrollKept }) => scrollKept).length} of ${everySave.length}`],
      ['HTTP 500 during the saves', String([...answers].filter(([code]) => code >= 500).reduce((sum, [, n]) => sum + n, 0))],
      ['answers other than 200', others.join(', ') || 'none'],
      ['start again and saves: peak memory', mb(peak.peakBytes)],
    ])}`,
  );
  const byProcess = (atPeak: Map<string, number>) => [...atPeak].sort(([, a], [, b]) => b - a).map(([label, bytes]) => `${label} ${mb(bytes)}`).join(', ');
  console.log(`
At the first start's peak: ${byProcess(firstPeak.atPeak)}.
At the later peak: ${byProcess(peak.atPeak)}.`);
  // Each error with the two lines after it, where Next prints its cause; and in which start it came.
  const log = readFileSync(logFile, 'utf8');
  const serverErrors = log
    .split('\n')
    .flatMap((line, index, lines) => (line.includes('⨯') ? [`${index < log.slice(0, dev.logFrom).split('\n').length ? '(first start) ' : ''}${lines.slice(index, index + 3).join('\n')}`] : []));
  if (serverErrors.length > 0) console.log(`\nWhat Next reported:\n${[...new Set(serverErrors)].join('\n')}`);
} finally {
  await dev.stop();
  rmSync(root, { recursive: true, force: true });
  rmSync(stateDir, { recursive: true, force: true });
}
