import type { BaselineComparison } from './baseline';
import type { BrowserBytes } from './browser-bytes';
import type { DeepPageStats } from './deep-page';
import { type ExportStats, exportKinds } from './export-stats';
import { kb, mb, seconds, size, table } from './format';
import type { BuildResult } from './run-build';

export interface ScaleReport {
  pages: number;
  /** Versions of the versioned libraries (1: none); their copies come on top of `pages`. */
  versions: number;
  seed: number;
  generateMs: number;
  build: BuildResult;
  export: ExportStats;
  /** Source images in the generated content (a tenth of the pages show one). */
  sourceImages: number;
  deepPage: DeepPageStats;
  /** Absent with --no-browser. */
  browser?: BrowserBytes;
  /** The same page and link on a data-saver connection: no prefetch, so the navigation fetches its payload. */
  browserSaveData?: BrowserBytes;
  measureMs: number;
  baseline?: { source: string; deepPage: DeepPageStats; build?: BuildResult; comparison: BaselineComparison[] };
}

const kindLabels = { html: 'HTML (.html)', payload: 'RSC payloads (.txt)', js: 'JS', css: 'CSS', search: 'search index (pagefind/)', images: 'images (_images/: full size, variants)', cards: 'social cards (og/)', markdown: 'Markdown copies (.md, llms.txt, llms-full.txt)', cms: 'CMS (admin.html, cms/)', other: 'other', compressed: 'compressed copies (.br, .gz)' } as const;

function buildTable(build: ScaleReport['build']): string {
  const rows = [['build', 'time'], ...(build.phases ?? []).map((phase) => [`  ${phase.name}`, seconds(phase.ms)])];
  rows.push(['total (wall, npm run build)', seconds(build.wallMs)]);
  rows.push([`peak RSS (${build.peakProcesses} processes, ${build.rssSamples} samples)`, mb(build.peakRssBytes)]);
  return table(rows);
}

function exportTable(stats: ExportStats): string {
  const rows = [['export (out/)', 'files', 'bytes'], ...exportKinds.map((kind) => [kindLabels[kind], String(stats[kind].files), size(stats[kind].bytes)])];
  const files = exportKinds.reduce((sum, kind) => sum + stats[kind].files, 0);
  const bytes = exportKinds.reduce((sum, kind) => sum + stats[kind].bytes, 0);
  const copies = stats.compressed;
  rows.push(['total without compressed copies', String(files - copies.files), size(bytes - copies.bytes)]);
  rows.push(['total', String(files), size(bytes)]);
  return table(rows);
}

function deepPageTable(page: DeepPageStats): string {
  return table([
    [`deep page ${page.route} (depth ${page.depth})`, 'raw', 'gzip'],
    ['HTML', kb(page.html.raw), kb(page.html.gzip)],
    ['  inline scripts in the HTML', kb(page.inlineScriptBytes), ''],
    // Named from the route's last segment: the full paths would make the table too wide to read.
    ...page.payloads.map((file) => [`  payload …/${file.file.split('/').slice(page.depth - 1).join('/')}`, kb(file.raw), kb(file.gzip)]),
    ['payloads total', kb(page.payloadRaw), kb(page.payloadGzip)],
    [`first-load JS (${page.firstLoadJs.scripts} scripts; runtime ${kb(page.firstLoadJs.runtimeGzip)} gzip)`, kb(page.firstLoadJs.raw), kb(page.firstLoadJs.gzip)],
  ]);
}

function navigationRow(label: string, navigation: BrowserBytes['navigation']): string[] {
  if (!navigation) return [`${label}: no link to another doc page found`, '', ''];
  return [`${label} (${navigation.soft ? 'soft' : 'FULL PAGE LOAD'}, ${navigation.ms} ms)`, String(navigation.requests), kb(navigation.bytes)];
}

function browserTable(browser: BrowserBytes, saveData: BrowserBytes): string {
  return table([
    ['in Chromium (bytes on the wire)', 'requests', 'bytes'],
    ['load (until the load event)', String(browser.load.requests), kb(browser.load.bytes)],
    [`idle prefetch (after load, quiet after ${seconds(browser.idlePrefetch.settledMs)})`, String(browser.idlePrefetch.requests), kb(browser.idlePrefetch.bytes)],
    navigationRow(`client navigation to ${browser.navigation?.to ?? ''}`, browser.navigation),
    ['Save-Data (no prefetch): idle after load', String(saveData.idlePrefetch.requests), kb(saveData.idlePrefetch.bytes)],
    navigationRow('Save-Data (no prefetch): the same navigation', saveData.navigation),
  ]);
}

export function comparisonTable(source: string, comparison: readonly BaselineComparison[]): string {
  return table([
    [`against the real site (${source})`, 'real', 'scaled', 'ratio', ''],
    ...comparison.map((row) => [row.metric, kb(row.baseline), kb(row.scaled), `${row.ratio.toFixed(2)}×`, row.ok ? '✔' : '✖ over 2×']),
  ]);
}

export function formatReport(report: ScaleReport): string {
  const sections = [
    `bench:scale, ${report.pages} generated pages${report.versions > 1 ? `, ${report.versions} versions of some libraries` : ''} (seed ${report.seed}, generated in ${report.generateMs} ms, measured in ${seconds(report.measureMs)})`,
    buildTable(report.build),
    exportTable(report.export),
    `images: ${report.sourceImages} source images; ${size(report.export.images.bytes)} in _images/, ${size(report.export.images.bytes / Math.max(1, report.sourceImages))} per image (full size, WebP and the source format at 1× and 2×, with compressed copies of SVGs)`,
    deepPageTable(report.deepPage),
    ...(report.browser && report.browserSaveData ? [browserTable(report.browser, report.browserSaveData)] : []),
  ];
  if (report.baseline) {
    sections.push(deepPageTable(report.baseline.deepPage).replace(/^deep page/, 'real site: deep page'));
    const build = report.baseline.build;
    if (build) sections.push(`real site build in the copy: ${seconds(build.wallMs)}, peak RSS ${mb(build.peakRssBytes)}`);
    sections.push(comparisonTable(report.baseline.source, report.baseline.comparison));
  }
  return sections.join('\n\n');
}
