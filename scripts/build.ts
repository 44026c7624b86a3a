/**
 * The production build: check the content and the app's page modules, generate the content with
 * contentlayer2, build the pages with Next, then index them with Pagefind. Everything is written
 * into a staging folder that replaces out/ only after every step has succeeded, so a failed or
 * interrupted build leaves the previous out/ as it was and nothing half-built can be published.
 * With BUILD_PHASES_FILE set, the time of each phase is written there as JSON (for bench:scale).
 */
import { existsSync, readdirSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { acquireBuildLock, BuildLockRefused } from '../lib/build/build-lock';
import { startBuildSteps } from '../lib/build/build-steps';
import { checkPageModules } from '../lib/build/page-modules';
import { clearUnfinishedBuild, swapIntoPlace } from '../lib/build/swap-out';
import { writeCmsFiles } from '../lib/cms/cms-files';
import { contentDir } from '../lib/content/content-dir';
import { clearLoadedCopies } from '../lib/content/loaded-copies';
import { clearRenderedStore } from '../lib/content/rendered-store';
import { clearMarkdownCopies, readMarkdownCopy } from '../lib/content/markdown-copies';
import { getDocsInSidebarOrder, getLibraryLabel, getLibraryTitle, getRedirects } from '../lib/content/docs';
import { withDiagramAsText, writeReaderMarkdown } from '../lib/build/reader-markdown';
import { DEPENDENCY_DIAGRAM_TITLE, describeDependencies } from '../lib/content/dependency-graph';
import { copyIntoExport } from '../lib/build/build-cache';
import { drawImageVariants } from '../lib/build/image-variants';
import { drawSocialCards } from '../lib/build/social-cards';
import { socialCardRoute } from '../lib/navigation/routes';
import { siteConfig } from '../lib/site-config';
import { embedMetaPolicies } from '../lib/hosting/meta-csp';
import { precompress } from '../lib/hosting/precompress';
import { writeRedirects } from '../lib/hosting/redirect-pages';
import { sitePages } from '../lib/hosting/site-pages';
import { writeHostingConfig } from '../lib/hosting/write-hosting';

// OUT_DIR: the browser tests build a small fixture site beside the real one.
const OUT_DIR = process.env.OUT_DIR ?? 'out';
const STAGING_DIR = '.out-staging';
// Beside out/ (a rename cannot cross filesystems), and one per out folder: the fixture site's
// swap must not touch the real site's.
const PREVIOUS_DIR = join(dirname(OUT_DIR), `.${basename(OUT_DIR)}-previous`);
const LOCK_FILE = '.build.lock';
const phases: { name: string; ms: number }[] = [];
const startedAt = performance.now();

function fail(message: string): never {
  // Whatever step is still running goes first, or it could write into the folder being removed.
  steps?.stopRunning('SIGKILL');
  rmSync(STAGING_DIR, { recursive: true, force: true });
  const kept = existsSync(OUT_DIR) ? `The previous ${OUT_DIR}/ was left as it was` : `No ${OUT_DIR}/ was written`;
  // A synchronous write: to a pipe, console.error is asynchronous and process.exit can drop it.
  writeSync(2, `\n✖ ${message}\n  ${kept}, so nothing half-built can be published.\n`);
  process.exit(1);
}

// The checkout's .cache/, .contentlayer/, .next/ and staging folder are this build's until it ends.
let lock: ReturnType<typeof acquireBuildLock>;
try {
  lock = acquireBuildLock(LOCK_FILE);
} catch (error) {
  if (!(error instanceof BuildLockRefused)) throw error;
  // Not fail(): the staging folder is the other build's.
  writeSync(2, `\n✖ ${error.message}\n`);
  process.exit(1);
}
process.on('exit', () => lock.release());
for (const note of [...lock.notes, ...clearUnfinishedBuild({ staging: STAGING_DIR, out: OUT_DIR, previous: PREVIOUS_DIR })]) console.log(`! ${note}`);

const steps = startBuildSteps((group) => lock.recordGroup(group));
/** Why the build is stopping, once a step has been told to stop: it fails with this when the step has exited. */
let stopping: string | null = null;

/** Fails the build, after stopping the running step (with `signal`) and waiting for it to exit. */
function stop(message: string, signal: NodeJS.Signals = 'SIGTERM') {
  if (stopping) return;
  if (!steps.stopRunning(signal)) fail(message);
  stopping = message;
}

async function run(command: string, args: string[], env: Record<string, string> = {}): Promise<boolean> {
  const { code, signal } = await steps.run(command, args, env);
  if (stopping) fail(stopping);
  if (signal) fail(`${command} was stopped by ${signal}.`);
  return code === 0;
}

/** A step, timed from its start to its end (other work may run meanwhile). */
async function phaseAsync<T>(name: string, step: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await step();
  phases.push({ name, ms: Math.round(performance.now() - start) });
  return result;
}

function phase<T>(name: string, step: () => T): T {
  const start = performance.now();
  const result = step();
  phases.push({ name, ms: Math.round(performance.now() - start) });
  return result;
}

// The steps run in process groups of their own, so Ctrl-C in a terminal reaches only this
// process: it passes the signal on, and the staging folder goes once the step has exited.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => stop(`The build was interrupted (${signal}).`, signal));
}
// An error nothing caught still ends the build through fail(): the steps stop, staging goes.
const crashed = (error: unknown) => {
  console.error(error);
  stop(`The build stopped on an unexpected error: ${error instanceof Error ? error.message : String(error)}`);
};
process.on('uncaughtException', crashed);
process.on('unhandledRejection', crashed);

const bin = (name: string) => `node_modules/.bin/${name}`;
const tsx = (script: string) => run(process.execPath, ['--import', 'tsx', script]);
clearRenderedStore();
clearLoadedCopies();
clearMarkdownCopies();
if (!(await phaseAsync('content check', () => tsx('scripts/check-content.ts')))) fail('The content check failed: fix the errors listed above.');

const pageModuleProblems = checkPageModules('app');
for (const problem of pageModuleProblems) console.error(`error: ${problem}`);
if (pageModuleProblems.length > 0) fail(`${pageModuleProblems.length} app module(s) have no default export.`);

if (!(await phaseAsync('contentlayer', () => run(bin('contentlayer2'), ['build'])))) fail('contentlayer2 build failed.');
// The social cards are drawn while Next builds the pages (they need only the content), on the
// build's own thread pool: Next leaves the cores idle for part of its build.
const docs = getDocsInSidebarOrder();
const drawing = phaseAsync('social cards (drawn beside next build)', () =>
  drawSocialCards(
    docs.map((doc) => ({
      path: socialCardRoute(doc.path),
      source: join(contentDir, doc.sourcePath),
      text: { library: getLibraryLabel(doc), title: doc.title, description: doc.description, siteTitle: siteConfig.title },
    })),
  ),
);
// Handled at once, not when next build is over: a card that cannot be drawn stops the build now.
const cardsFailed = (error: unknown) => (error instanceof Error ? error.message : `A social card could not be drawn: ${String(error)}`);
drawing.catch((error: unknown) => stop(cardsFailed(error)));
// The images' variants likewise: they need only the content.
const drawingImages = phaseAsync('image variants (drawn beside next build)', () => drawImageVariants(contentDir));
const imagesFailed = (error: unknown) => (error instanceof Error ? error.message : `An image could not be drawn: ${String(error)}`);
drawingImages.catch((error: unknown) => stop(imagesFailed(error)));
if (!(await phaseAsync('next build', () => run(bin('next'), ['build'], { EXPORT_DIR: STAGING_DIR })))) fail('next build failed.');
const cards = await phaseAsync('social cards (wait after next build)', () => drawing).catch((error: unknown) => fail(cardsFailed(error)));
const images = await phaseAsync('image variants (wait after next build)', () => drawingImages).catch((error: unknown) => fail(imagesFailed(error)));
// Next also exports its internal `/_not-found` route as a page. The site's not-found page is
// 404.html, which the server answers for every unknown path, so that copy would only be a
// stray page with status 200.
for (const stray of ['_not-found.html', '_not-found.txt', '_not-found']) {
  rmSync(`${STAGING_DIR}/${stray}`, { recursive: true, force: true });
}
// Each page's `__next._full.txt` repeats its `<route>.txt` byte for byte, and the export-mode
// client never asks for it (navigation reads `<route>.txt`, prefetching the other segment
// files): a quarter of the payload bytes, for nothing.
for (const file of readdirSync(STAGING_DIR, { recursive: true, encoding: 'utf8' })) {
  if (file.endsWith('__next._full.txt')) rmSync(`${STAGING_DIR}/${file}`);
}
phase('markdown for readers', () => {
  try {
    const diagram = describeDependencies(siteConfig.libraries, getLibraryTitle);
    writeReaderMarkdown(STAGING_DIR, siteConfig.title, docs, (doc) => {
      const markdown = readMarkdownCopy(doc.sourcePath);
      return doc.section === null ? withDiagramAsText(markdown, DEPENDENCY_DIAGRAM_TITLE, diagram) : markdown;
    });
  } catch (error) {
    fail(`Writing the pages as Markdown failed: ${String(error)}`);
  }
});
phase('social cards (copy)', () => copyIntoExport(STAGING_DIR, cards.files));
console.log(`✔ Social cards: ${cards.drawn} drawn, ${cards.reused} reused from .cache/social-cards/.`);
phase('images (copy)', () => copyIntoExport(STAGING_DIR, images.files));
console.log(
  `✔ Images: ${images.images} published with ${images.variants} variants (${images.drawn} drawn, ${images.reused} reused from .cache/images/); ` +
    `${images.fullSizeBytes} bytes full size, ${images.variantBytes} bytes of variants.`,
);
// The CMS at /admin: its page, the configuration generated from this content, and Decap's bundle.
const cms = phase('cms', () => {
  try {
    return writeCmsFiles(STAGING_DIR);
  } catch (error) {
    return fail(`Writing the CMS files failed: ${String(error)}`);
  }
});
console.log(`✔ CMS: ${cms.files} files (${(cms.bytes / 1e6).toFixed(1)} MB) for /admin.`);
if (!(await phaseAsync('search index', () => run(process.execPath, ['--import', 'tsx', 'scripts/search-index.ts', STAGING_DIR])))) fail('Pagefind indexing failed.');
// After the search index, so the old routes' pages can never be found by a search.
const redirects = getRedirects();
phase('redirects', () => {
  try {
    writeRedirects(STAGING_DIR, redirects);
  } catch (error) {
    fail(`Writing the redirects of moved pages failed: ${error instanceof Error ? error.message : String(error)}`);
  }
});
if (redirects.length > 0) console.log(`✔ Redirects: ${redirects.length} old route(s) of moved pages.`);

// Each page's policy as a meta tag, before the compressed copies are made (see meta-csp.ts).
phase('page policies', () => embedMetaPolicies(STAGING_DIR, sitePages(STAGING_DIR).map((page) => page.file)));
// Compressed copies first, so the hosting files (not served) get none.
const compressed = await phaseAsync('precompress', () => precompress(STAGING_DIR)).catch((error: unknown) => fail(`Precompression failed: ${String(error)}`));
const percent = (part: number) => `${Math.round((100 * part) / compressed.bytes)}%`;
console.log(`✔ Precompressed ${compressed.files} files: brotli ${percent(compressed.brotliBytes)} of ${compressed.bytes} bytes; gzip copies of ${compressed.gzipFiles} (payloads excluded).`);
// Per-page security headers for nginx and serve, from the hashes of this build's inline scripts.
const hosting = phase('hosting config', () => {
  try {
    return writeHostingConfig(STAGING_DIR, redirects);
  } catch (error) {
    return fail(`Writing the hosting configuration failed: ${String(error)}`);
  }
});
console.log(`✔ Hosting configuration: headers for ${hosting.pages} pages in ${STAGING_DIR}/_hosting/.`);

try {
  swapIntoPlace({ staging: STAGING_DIR, out: OUT_DIR, previous: PREVIOUS_DIR });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

if (process.env.BUILD_PHASES_FILE) {
  writeFileSync(process.env.BUILD_PHASES_FILE, JSON.stringify({ phases, totalMs: Math.round(performance.now() - startedAt) }, null, 2));
}
console.log(`✔ Built the site into ${OUT_DIR}/.`);
