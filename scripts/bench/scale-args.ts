import { parseArgs } from 'node:util';
import { DEFAULT_SEED } from './generate';
import { MIN_PAGES } from './tree';

interface ScaleArgs {
  pages: number;
  seed: number;
  keep: boolean;
  json: string;
  checkAgainstBaseline: boolean;
}

const scaleUsage = 'Usage: npm run bench:scale -- --pages N [--keep] [--json file] [--check-against-baseline] [--seed S]';

export function parseScaleArgs(argv: readonly string[]): ScaleArgs {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      pages: { type: 'string' },
      seed: { type: 'string' },
      keep: { type: 'boolean', default: false },
      json: { type: 'string' },
      'check-against-baseline': { type: 'boolean', default: false },
    },
    strict: true,
  });
  const pages = Number(values.pages);
  if (!Number.isInteger(pages) || pages < MIN_PAGES) throw new Error(`--pages must be a whole number of at least ${MIN_PAGES}.\n${scaleUsage}`);
  const seed = values.seed === undefined ? DEFAULT_SEED : Number(values.seed);
  if (!Number.isInteger(seed)) throw new Error(`--seed must be a whole number.\n${scaleUsage}`);
  return {
    pages,
    seed,
    keep: values.keep,
    json: values.json ?? `reports/bench-scale-${pages}.json`,
    checkAgainstBaseline: values['check-against-baseline'],
  };
}
