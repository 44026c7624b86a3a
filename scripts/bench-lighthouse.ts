/**
 * Lighthouse performance of one page, over several runs (scores vary from run to run). With
 * --serve, the built export in <dir> (such as out/) is served on a spare port, and <path> (default /)
 * is a page of it.
 */
import { parseArgs } from 'node:util';
import { median, runLighthouse } from './bench/lighthouse-run';
import { startStaticServer } from './bench/static-server';
import { table } from './bench/format';

const usage = 'Usage: npm run bench:lighthouse -- <url | path with --serve dir> [--runs 3] [--desktop] [--serve dir]';
const { values, positionals } = parseArgs({
  args: process.argv.slice(2),
  options: { runs: { type: 'string', default: '3' }, desktop: { type: 'boolean', default: false }, serve: { type: 'string' } },
  allowPositionals: true,
});
const runs = Number(values.runs);
const target = positionals[0] ?? (values.serve ? '/' : undefined);
if (!target || !Number.isInteger(runs) || runs < 1 || positionals.length > 1) {
  console.error(usage);
  process.exit(2);
}

const server = values.serve ? await startStaticServer(process.cwd(), values.serve) : null;
try {
  const url = server ? new URL(target, server.origin).href : target;
  console.log(`Lighthouse ${values.desktop ? 'desktop' : 'mobile (default config)'}, ${runs} run(s) of ${url}`);
  const results = [];
  for (let run = 1; run <= runs; run++) {
    const result = await runLighthouse(url, values.desktop);
    results.push(result);
    console.log(`run ${run}: performance ${result.score}, LCP ${Math.round(result.lcpMs)} ms, TBT ${Math.round(result.tbtMs)} ms, CLS ${result.cls.toFixed(3)}`);
  }
  const rows = [
    ['run', 'score', 'LCP', 'TBT', 'CLS'],
    ...results.map((result, index) => [String(index + 1), String(result.score), `${Math.round(result.lcpMs)} ms`, `${Math.round(result.tbtMs)} ms`, result.cls.toFixed(3)]),
    ['median', String(median(results.map((result) => result.score))), `${Math.round(median(results.map((result) => result.lcpMs)))} ms`, `${Math.round(median(results.map((result) => result.tbtMs)))} ms`, median(results.map((result) => result.cls)).toFixed(3)],
  ];
  console.log(`\n${table(rows)}\nmedian performance score: ${median(results.map((result) => result.score))}`);
} finally {
  await server?.stop();
}
