/**
 * The production build, as one list of declared steps below (each naming what it reads and writes,
 * printed with its time): check the content, which hands its pages to contentlayer2 as typed
 * documents, check the app's page modules, build the pages with Next, then read the exported pages once for the search
 * index, the policies, the compressed copies and the hosting configuration. Everything is written
 * into a staging folder that replaces out/ only after every step has succeeded, so a failed or
 * interrupted build leaves the previous out/ as it was and nothing half-built can be published.
 * With BUILD_PHASES_FILE set, the time of each phase is written there as JSON (for bench:scale).
 */
import { existsSync, mkdirSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { acquireBuildLock, BuildLockRefused } from '../lib/build/build-lock';
import { type BuildPrograms, compileBuildPrograms } from '../lib/build/build-programs';
import { buildLockFileFor, buildStateDir, generatedDocsFile, nextProjectDir, outDir, previousDirFor, stagingDirFor } from '../lib/build/build-state';
import { prepareNextProject } from '../lib/build/next-project';
import { startBuildSteps } from '../lib/build/build-steps';
import { nextHeapLimitMb, withHeapLimit } from '../lib/build/next-heap';
import { checkPageModules } from '../lib/build/page-modules';
import { dropUnrequestedPayloads } from '../lib/hosting/payload-files';
import { clearUnfinishedBuild, swapIntoPlace } from '../lib/build/swap-out';
import { writeCmsFiles } from '../lib/cms/cms-files';
import { contentDir } from '../lib/content/content-dir';
import { getDocsInSidebarOrder, getLibraryTitle, getRedirects } from '../lib/content/docs';
import { withDiagramAsText, writeReaderMarkdown } from '../lib/build/reader-markdown';
import { writePageContentFiles } from '../lib/build/page-content-files';
import { DEPENDENCY_DIAGRAM_TITLE, describeDependencies } from '../lib/content/dependency-graph';
import { copyIntoExport } from '../lib/build/build-cache';
import type { DrawnFiles } from './draw';
import { embedMetaPolicy } from '../lib/hosting/meta-csp';
import { precompress } from '../lib/hosting/precompress';
import { writeRedirects } from '../lib/hosting/redirect-pages';
import { type ExportPage, exportPage, readExportPages } from '../lib/hosting/site-pages';
import { writeHostingConfig } from '../lib/hosting/write-hosting';
import type { Redirect } from '../lib/content/redirects';
import { type DocPage } from '../lib/content/docs';
import { writeSearchIndex } from '../lib/build/search-index';
import { type BuildStep, runSteps } from '../lib/build/step-list';
import { imageConfig, siteConfig } from '../lib/site-config';

const OUT_DIR = outDir;
const STAGING_DIR = stagingDirFor(OUT_DIR);
const PREVIOUS_DIR = previousDirFor(OUT_DIR);
const LOCK_FILE = buildLockFileFor(OUT_DIR);
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

// This export folder's state, Next project and staging folder are this build's until it ends.
let lock: ReturnType<typeof acquireBuildLock>;
try {
  mkdirSync(buildStateDir, { recursive: true });
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

async function run(command: string, args: string[], env: Record<string, string> = {}, onMessage?: (message: unknown) => void): Promise<boolean> {
  const { code, signal } = await steps.run(command, args, env, onMessage);
  if (stopping) fail(stopping);
  if (signal) fail(`${command} was stopped by ${signal}.`);
  return code === 0;
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
const node = (program: string, args: string[] = [], onMessage?: (message: unknown) => void) => run(process.execPath, [program, ...args], {}, onMessage);

/** Draws one kind of file in a child process (scripts/draw.ts); resolves with the files it drew, or null when it failed. */
async function draw(kind: 'images' | 'cards'): Promise<DrawnFiles | null> {
  let drawn: DrawnFiles | null = null;
  const succeeded = await node(programs.draw, [kind], (message) => (drawn = message as DrawnFiles));
  return succeeded ? drawn : null;
}

// What the steps hand on to the steps after them.
let programs: BuildPrograms;
let docs: DocPage[] = [];
let drawnImages: DrawnFiles = [];
let drawnCards: DrawnFiles = [];
let pages: ExportPage[] = [];
let redirects: Redirect[] = [];
let redirectPages: ExportPage[] = [];
const state = `${buildStateDir}/`;
const staging = `${STAGING_DIR}/`;
const layer = `${dirname(dirname(generatedDocsFile))}/`;

const declaredSteps: BuildStep[] = [
  {
    name: 'build programs',
    reads: 'scripts/check-content.ts, scripts/draw.ts, lib/',
    writes: `${state}programs/`,
    run: () => {
      try {
        programs = compileBuildPrograms(`${state}programs`);
      } catch (error) {
        fail(`Compiling the build's programs failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  },
  {
    // The images need only the content folder, so they are drawn while the check keeps part of the
    // cores idle. A broken image fails the build with the check's message, which names its page.
    name: 'content check, images drawn beside it',
    reads: `${contentDir}/, its git history`,
    writes: `${layer} (contentlayer2's documents of the pages checked), ${state}images/`,
    run: async () => {
      const drawing = draw('images');
      if (!(await node(programs.checkContent))) fail('The content check failed: fix the errors listed above.');
      drawnImages = (await drawing) ?? fail('The images could not be drawn: see the error above.');
    },
  },
  {
    name: 'page modules',
    reads: 'app/',
    writes: 'nothing',
    run: () => {
      const problems = checkPageModules('app');
      for (const problem of problems) console.error(`error: ${problem}`);
      if (problems.length > 0) fail(`${problems.length} app module(s) have no default export.`);
    },
  },
  {
    name: 'social cards',
    reads: layer,
    writes: `${state}social-cards/`,
    run: async () => {
      drawnCards = (await draw('cards')) ?? fail('The social cards could not be drawn: see the error above.');
    },
  },
  {
    name: 'next build',
    reads: `app/, components/, ${layer}`,
    writes: `${nextProjectDir}/ (app/ copied, .next/), ${staging}`,
    run: async () => {
      prepareNextProject(process.cwd(), nextProjectDir);
      // The export's folder as Next reads it: relative to the project.
      const env = { EXPORT_DIR: relative(nextProjectDir, STAGING_DIR), NODE_OPTIONS: withHeapLimit(process.env.NODE_OPTIONS, nextHeapLimitMb(generatedDocsFile)) };
      if (!(await run(bin('next'), ['build', nextProjectDir], env))) fail('next build failed.');
    },
  },
  {
    // Next also exports its internal `/_not-found` route as a page. The site's not-found page is
    // 404.html, which the server answers for every unknown path, so that copy would only be a
    // stray page with status 200. The payload files no client asks for go too (payload-files.ts).
    name: 'stray files',
    reads: staging,
    writes: `${staging} (removes _not-found, every <route>.txt, __next._full.txt and route's __next._index.txt)`,
    run: () => {
      for (const stray of ['_not-found.html', '_not-found.txt', '_not-found']) {
        rmSync(`${STAGING_DIR}/${stray}`, { recursive: true, force: true });
      }
      try {
        dropUnrequestedPayloads(STAGING_DIR);
      } catch (error) {
        fail(error instanceof Error ? error.message : String(error));
      }
    },
  },
  {
    name: 'markdown for readers',
    reads: layer,
    writes: `${staging}**/*.md, llms.txt, llms-full.txt`,
    run: () => {
      docs = getDocsInSidebarOrder();
      try {
        const diagram = describeDependencies(siteConfig.libraries, getLibraryTitle);
        writeReaderMarkdown(STAGING_DIR, siteConfig.title, docs, (doc) =>
          doc.section === null ? withDiagramAsText(doc.markdown, DEPENDENCY_DIAGRAM_TITLE, diagram) : doc.markdown,
        );
      } catch (error) {
        fail(`Writing the pages as Markdown failed: ${String(error)}`);
      }
    },
  },
  {
    name: 'page content files',
    reads: layer,
    writes: `${staging}page-content/**/*.txt`,
    run: () => {
      try {
        writePageContentFiles(STAGING_DIR);
      } catch (error) {
        fail(`Writing the pages' content files failed: ${String(error)}`);
      }
    },
  },
  {
    name: 'social cards and images (copy)',
    reads: `${state}{social-cards,images}/`,
    writes: `${staging}og/, ${staging}${imageConfig.folder}/`,
    run: () => {
      copyIntoExport(STAGING_DIR, new Map([...drawnCards, ...drawnImages]));
    },
  },
  {
    // The CMS at /admin: its page, the configuration generated from this content, and Decap's bundle.
    name: 'cms',
    reads: `node_modules/decap-cms/, ${layer}`,
    writes: `${staging}admin.html, ${staging}admin/`,
    run: () => {
      try {
        const cms = writeCmsFiles(STAGING_DIR);
        console.log(`✔ CMS: ${cms.files} files (${(cms.bytes / 1e6).toFixed(1)} MB) for /admin.`);
      } catch (error) {
        fail(`Writing the CMS files failed: ${String(error)}`);
      }
    },
  },
  {
    // The one read of the export's pages: every step below takes them from here. Each page's
    // policy goes in as a meta tag as it is read, before the compressed copies are made (meta-csp.ts).
    name: 'read the pages, embed their policies',
    reads: `${staging}**/*.html`,
    writes: `${staging}**/*.html (a meta policy each); the pages with their script hashes, in memory`,
    run: () => {
      pages = readExportPages(STAGING_DIR, (page) => embedMetaPolicy(STAGING_DIR, page));
    },
  },
  {
    // After the pages are read, so the search index, which takes them, never holds an old route.
    name: 'redirects',
    reads: `${layer} (redirect_from)`,
    writes: `${staging}<old route>.html, ${staging}_hosting/redirects.json`,
    run: () => {
      redirects = getRedirects();
      try {
        redirectPages = [...writeRedirects(STAGING_DIR, redirects)].map(([file, html]) => embedMetaPolicy(STAGING_DIR, exportPage(file, html)));
      } catch (error) {
        fail(`Writing the redirects of moved pages failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (redirects.length > 0) console.log(`✔ Redirects: ${redirects.length} old route(s) of moved pages.`);
    },
  },
  {
    // Side by side: Pagefind keeps about one core busy, the compression the other. Compressed copies
    // come before the hosting files, so those (not served) get none.
    name: 'search index and compressed copies',
    reads: `the pages, ${staging}'s other text files`,
    writes: `${staging}pagefind/, ${staging}**/*.br, *.gz`,
    run: async () => {
      const searchFolder = 'pagefind/';
      const inMemory = new Map([...pages, ...redirectPages].map((page) => [page.file, page.html]));
      const [search, compressed] = await Promise.all([
        writeSearchIndex(STAGING_DIR, pages).catch((error: unknown) => fail(`Pagefind indexing failed: ${String(error)}`)),
        precompress(STAGING_DIR, inMemory, (file) => file.startsWith(searchFolder)),
      ]).catch((error: unknown) => fail(`Precompression failed: ${String(error)}`));
      const searchCompressed = await precompress(join(STAGING_DIR, searchFolder)).catch((error: unknown) => fail(`Precompressing the search index failed: ${String(error)}`));
      console.log(`✔ Search index: ${search.files} HTML files; the search-only copies add at most ${search.mostAdded.bytes} bytes (${search.mostAdded.file}), the pages themselves none.`);
      const files = compressed.files + searchCompressed.files;
      const bytes = compressed.bytes + searchCompressed.bytes;
      const brotli = Math.round((100 * (compressed.brotliBytes + searchCompressed.brotliBytes)) / bytes);
      console.log(`✔ Precompressed ${files} files: brotli ${brotli}% of ${bytes} bytes; gzip copies of ${compressed.gzipFiles + searchCompressed.gzipFiles} (payloads excluded).`);
    },
  },
  {
    // Per-page security headers for nginx and serve, from the hashes of this build's inline scripts.
    name: 'hosting config',
    reads: 'the pages’ script hashes, the redirects',
    writes: `${staging}_hosting/`,
    run: () => {
      try {
        const hosting = writeHostingConfig(STAGING_DIR, [...pages, ...redirectPages], redirects);
        console.log(`✔ Hosting configuration: headers for ${hosting.pages} pages in ${staging}_hosting/.`);
      } catch (error) {
        fail(`Writing the hosting configuration failed: ${String(error)}`);
      }
    },
  },
  {
    name: 'swap into place',
    reads: staging,
    writes: `${OUT_DIR}/`,
    run: () => {
      try {
        swapIntoPlace({ staging: STAGING_DIR, out: OUT_DIR, previous: PREVIOUS_DIR });
      } catch (error) {
        fail(error instanceof Error ? error.message : String(error));
      }
    },
  },
];

await runSteps(declaredSteps, phases);

if (process.env.BUILD_PHASES_FILE) {
  writeFileSync(process.env.BUILD_PHASES_FILE, JSON.stringify({ phases, totalMs: Math.round(performance.now() - startedAt) }, null, 2));
}
console.log(`✔ Built the site into ${OUT_DIR}/.`);
