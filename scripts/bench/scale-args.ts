import { parseArgs } from 'node:util';
import { DEFAULT_SEED } from './generate';
import { MIN_PAGES } from './tree';

const scaleUsage = 'Usage: npm run bench:scale -- --pages N [--versions V] [--keep] [--json file] [--check-against-baseline] [--no-browser] [--seed S]';
/** Enough to see the cost grow; each version copies a library's pages. */
const MAX_VERSIONS = 9;

export function parseScaleArgs(argv: readonly string[]) {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      pages: { type: 'string' },
      seed: { type: 'string' },
      keep: { type: 'boolean', default: false },
      json: { type: 'string' },
      'check-against-baseline': { type: 'boolean', default: false },
      'no-browser': { type: 'boolean', default: false },
      versions: { type: 'string', default: '1' },
    },
    strict: true,
  });
  const pages = Number(values.pages);
  if (!Number.isInteger(pages) || pages < MIN_PAGES) throw new Error(`--pages must be a whole number of at least ${MIN_PAGES}.\n${scaleUsage}`);
  const seed = values.seed === undefined ? DEFAULT_SEED : Number(values.seed);
  if (!Number.isInteger(seed)) throw new Error(`--seed must be a whole number.\n${scaleUsage}`);
  const versions = Number(values.versions);
  if (!Number.isInteger(versions) || versions < 1 || versions > MAX_VERSIONS) throw new Error(`--versions must be a whole number from 1 to ${MAX_VERSIONS}.\n${scaleUsage}`);
  return {
    pages,
    /** Versions of the versioned libraries, the default included: 1 is an unversioned site. */
    versions,
    seed,
    keep: values.keep,
    json: values.json ?? `reports/bench-scale-${pages}${versions > 1 ? `-v${versions}` : ''}.json`,
    checkAgainstBaseline: values['check-against-baseline'],
    /** Whether to load the deep page in Chromium for its bytes on the wire (the check needs only the files). */
    browser: !values['no-browser'],
  };
}
