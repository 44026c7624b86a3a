/**
 * Scale benchmark: builds a generated docs site of N pages in a temporary copy of this repository
 * and measures what the build and the deepest page cost, so layout changes can be judged at the
 * size the site will grow to. The real content/, out/ and .cache/ are never touched.
 * Usage: npm run bench:scale -- --pages N [--versions V] [--keep] [--json file] [--check-against-baseline] [--no-browser]
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { NEXT_BUILD_DIR } from '../lib/pipeline/build-state';
import { compareWithBaseline, hasFreshBuild } from './bench/baseline';
import { measureBrowserBytes } from './bench/browser-bytes';
import { deepestRoute, deepPageStats } from './bench/deep-page';
import { exportStats } from './bench/export-stats';
import { generateDocs, writeDocs } from './bench/generate';
import { copyBuildEnv, copyRepository, repositoryRoot } from './bench/repo-copy';
import { comparisonTable, formatReport, type ScaleReport } from './bench/report';
import { parseScaleArgs } from './bench/scale-args';
import { declareVersions, isGeneratedVersionFile, withVersions } from './bench/versions';
import { startStaticServer } from './bench/static-server';
import { runBuild } from './bench/run-build';

const args = parseScaleArgs(process.argv.slice(2));
const root = repositoryRoot();
const copy = copyRepository(root);
Object.assign(process.env, copyBuildEnv(copy));
console.log(`Copied the repository to ${copy}`);
// Ctrl-C stops the build too (same process group); without this the copy, hundreds of MB at 2000
// pages, would stay in the temporary folder.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (!args.keep) rmSync(copy, { recursive: true, force: true });
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

/** The deep page served from the copy's export, once with prefetching and once on Save-Data. */
async function measureInBrowser(route: string): Promise<Pick<ScaleReport, 'browser' | 'browserSaveData'>> {
  // E2E_PORT: a machine shared with other checkouts gives each its own ports, as for the browser tests.
  const server = await startStaticServer(copy, 'out', process.env.E2E_PORT ? Number(process.env.E2E_PORT) : undefined);
  try {
    return { browser: await measureBrowserBytes(server.origin, route), browserSaveData: await measureBrowserBytes(server.origin, route, { saveData: true }) };
  } finally {
    await server.stop();
  }
}

/** The deepest page of the real content built in `dir`: the repository or its copy. */
const realDeepPage = (dir: string) => deepPageStats(join(dir, 'out'), join(dir, NEXT_BUILD_DIR), deepestRoute(join(dir, 'content')));

try {
  let baseline: ScaleReport['baseline'];
  if (args.checkAgainstBaseline) {
    if (hasFreshBuild(root)) {
      baseline = { source: 'the repository’s own out/', deepPage: realDeepPage(root), comparison: [] };
    } else {
      // No build of the working tree to read: build the real content in the copy first.
      console.log('The repository has no up-to-date out/: building the real content for the baseline…');
      const build = await runBuild(copy, 'build-baseline.log');
      baseline = { source: 'the real content, built in the copy', deepPage: realDeepPage(copy), build, comparison: [] };
      // The scaled build starts cold, as it does without a baseline, so its times compare across runs.
      for (const dir of ['.cache', 'out']) rmSync(join(copy, dir), { recursive: true, force: true });
    }
  }

  const generateStart = performance.now();
  const contentDir = join(copy, 'content');
  rmSync(contentDir, { recursive: true, force: true });
  const generated = withVersions(generateDocs(args.pages, args.seed), args.versions);
  if (args.versions > 1) declareVersions(copy, args.versions);
  const sourceImages = await writeDocs(contentDir, generated);
  const generateMs = Math.round(performance.now() - generateStart);
  const ofVersions = args.versions > 1 ? ` (${args.pages} and their other versions)` : '';
  console.log(`Generated ${generated.length} pages${ofVersions} in ${generateMs} ms; building (log: ${join(copy, 'build.log')})…`);

  const build = await runBuild(copy, 'build.log');
  const measureStart = performance.now();
  const outDir = join(copy, 'out');
  const route = deepestRoute(contentDir, (file) => isGeneratedVersionFile(file, args.versions));
  const deepPage = deepPageStats(outDir, join(copy, NEXT_BUILD_DIR), route);
  const browserFigures = args.browser ? await measureInBrowser(route) : {};
  const report: ScaleReport = {
    pages: args.pages,
    versions: args.versions,
    seed: args.seed,
    generateMs,
    build,
    export: exportStats(outDir),
    sourceImages,
    deepPage,
    ...browserFigures,
    measureMs: Math.round(performance.now() - measureStart),
    ...(baseline ? { baseline: { ...baseline, comparison: compareWithBaseline(baseline.deepPage, deepPage) } } : {}),
  };

  console.log(`\n${formatReport(report)}\n`);
  const jsonFile = resolve(root, args.json);
  mkdirSync(dirname(jsonFile), { recursive: true });
  writeFileSync(jsonFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Wrote ${jsonFile}`);
  if (report.baseline?.comparison.some((row) => !row.ok)) {
    console.error(`✖ The ${args.pages}-page site's deepest page costs more than twice the real site's:\n${comparisonTable(report.baseline.source, report.baseline.comparison)}`);
    process.exitCode = 1;
  }
} finally {
  if (args.keep) console.log(`Kept the copy at ${copy}`);
  else rmSync(copy, { recursive: true, force: true });
}
