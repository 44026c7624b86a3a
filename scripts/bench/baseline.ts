import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { NEXT_BUILD_DIR } from '../../lib/pipeline/build-state';
import { type DeepPageStats } from './deep-page';
import { repositoryFiles } from './repo-copy';

/** The scale check: the N-page site's deepest page may cost at most this many times the real site's. */
const MAX_GROWTH = 2;

/**
 * True when the repository's own out/ was built after the last change to any of its files, so its
 * figures stand for the working tree (`npm test` builds it just before CI runs the benchmark).
 */
export function hasFreshBuild(root: string): boolean {
  const marker = join(root, 'out', 'index.html');
  if (!existsSync(marker) || !existsSync(join(root, NEXT_BUILD_DIR, 'build-manifest.json'))) return false;
  const builtAt = statSync(marker).mtimeMs;
  return repositoryFiles(root).every((file) => statSync(join(root, file)).mtimeMs <= builtAt);
}

export interface BaselineComparison {
  metric: string;
  baseline: number;
  scaled: number;
  ratio: number;
  ok: boolean;
}

export function compareWithBaseline(baseline: DeepPageStats, scaled: DeepPageStats): BaselineComparison[] {
  const row = (metric: string, before: number, after: number): BaselineComparison => ({
    metric,
    baseline: before,
    scaled: after,
    ratio: after / before,
    ok: after <= MAX_GROWTH * before,
  });
  return [row('deep page HTML gzip', baseline.html.gzip, scaled.html.gzip), row('deep page payload gzip', baseline.payloadGzip, scaled.payloadGzip)];
}
