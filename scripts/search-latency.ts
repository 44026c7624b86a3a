/**
 * Benchmark: time from the last keystroke to results on screen in the search dialog of a built
 * export (docs/performance.md#measuring). The time counts from when the last key was pressed, so a
 * search that keeps the page busy delays the keystroke and shows in the figure.
 * Usage: tsx scripts/search-latency.ts [--site dir] [--port n] [--key-delay ms] [query ...]
 */
import { parseArgs } from 'node:util';
import { answerTo, searchDialogOptions, withSearchDialog } from './bench/search-dialog';
import { spellingBytes } from './bench/spelling-bytes';

// Words of the real docs that the bench:scale generator also writes, so they find results on either site.
const DEFAULT_QUERIES = ['MessageFormat', 'plural', 'physics space', 'entity component', 'permission', 'locale', 'Configurate', 'rigid body'];
const TARGET_MS = 100;
// 30 ms apart: a fast typist.
const { values, positionals } = parseArgs({ args: process.argv.slice(2), options: { ...searchDialogOptions, 'key-delay': { type: 'string', default: '30' } }, allowPositionals: true });
const KEY_DELAY_MS = Number(values['key-delay']);
const QUERIES = positionals.length > 0 ? positionals : DEFAULT_QUERIES;

const timings: number[] = [];
let longestKeyWait = 0;
await withSearchDialog(values, async (page) => {
  // Warm up: the first search loads the index.
  await page.keyboard.type('kotlin');
  await page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first().waitFor();

  for (const query of QUERIES) {
    await page.getByRole('combobox', { name: 'Search docs' }).fill('');
    await page.evaluate(() => {
      const status = document.querySelector('[role="dialog"] [role="status"]')!;
      const state = window as unknown as { lastKey: number; shownAt: number; keyWait: number };
      state.shownAt = 0;
      state.keyWait = 0;
      // timeStamp: when the key was pressed, however long the page took to run this listener.
      document.addEventListener(
        'keydown',
        (event) => {
          state.lastKey = event.timeStamp;
          state.keyWait = Math.max(state.keyWait, performance.now() - event.timeStamp);
        },
        true,
      );
      new MutationObserver(() => (state.shownAt = performance.now())).observe(status, { childList: true, characterData: true, subtree: true });
    });
    await page.keyboard.type(query, { delay: KEY_DELAY_MS });
    await answerTo(page, query).waitFor();
    const { elapsed, keyWait } = await page.evaluate(() => {
      const state = window as unknown as { lastKey: number; shownAt: number; keyWait: number };
      return { elapsed: state.shownAt - state.lastKey, keyWait: state.keyWait };
    });
    timings.push(elapsed);
    longestKeyWait = Math.max(longestKeyWait, keyWait);
    console.log(`${query.padEnd(18)} ${elapsed.toFixed(1)} ms`);
  }
});
const sorted = [...timings].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)]!;
const worst = sorted[sorted.length - 1]!;
console.log(`median ${median.toFixed(1)} ms, worst ${worst.toFixed(1)} ms (target ≤ ${TARGET_MS} ms after the last keystroke), keys ${KEY_DELAY_MS} ms apart`);
console.log(`longest wait of a keystroke for the page: ${longestKeyWait.toFixed(1)} ms`);
process.exitCode = worst <= TARGET_MS ? 0 : 1;
const added = await spellingBytes(values.site);
console.log(`typo correction adds to the dialog: the vocabulary, ${added.words} words, ${added.vocabulary} bytes gzipped (fetched only for a query with a word its results do not show); its code, ${added.code} bytes gzipped`);
