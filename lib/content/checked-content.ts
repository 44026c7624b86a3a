/**
 * The content check as contentlayer2's source (contentlayer.config.ts): the `syncFiles` of its
 * public `source-remote-files` source fills the folder contentlayer2 reads with the pages the check
 * has passed, and nothing else. contentlayer2 parses frontmatter with gray-matter's default
 * engines, so a `---js` block would run as code: every file is read and checked here first, under
 * the check's per-file time budget, and contentlayer2 only ever reads what this writes (the
 * checked fields as JSON, then the page's Markdown). The check has rendered each page with the
 * site's markdown pipeline in its threads; contentlayer2's markdown step and computed fields take
 * that render from here (`checkedPage`) rather than rendering a second time.
 *
 * `contentlayer2 build` checks once, and fails with the check's errors. `contentlayer2 dev` (npm
 * run dev) keeps checking each saved file and writes what changed; a page that has errors keeps its
 * last good version, so the writer fixing it does not lose the page.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { compileCheckWorker } from '../pipeline/build-programs';
import { documentsFilesIn } from '../pipeline/build-state';
import { type ContentReport, listContentFiles } from './check';
import { checkContentInParallel } from './check-in-parallel';
import type { CheckedPage } from './checked-page';
import { contentDir } from './content-dir';
import { describeChanges } from './content-changes';
import { lastChangedInGit } from './git-dates';
import { fileInContent } from './frontmatter';
import { createLiveCheck, type LiveProblem, problemsOf } from './live-check';
import { oldRoutesOf, REDIRECT_FIELD } from './redirects';
import { reportCheck } from './report-check';
import { watchContent } from './watch-content';
import { publishDocuments } from './published-documents';
import { writeWhole } from './write-whole';

const pages = new Map<string, CheckedPage>();
let lastChanged = new Map<string, string>();
/** Whether `contentlayer2 build`'s check found errors, so that nothing is published. */
let checkFailed = false;
/** The routes written last (documentsWritten). */
let routesBefore = '';

/** The page the check passed at `file` (its path under the content folder), as contentlayer2 reads it. */
export function checkedPage(file: string): CheckedPage {
  const page = pages.get(file);
  if (!page) throw new Error(`contentlayer2 read ${file}, which the content check did not pass.`);
  return page;
}

/** When the page at `file` last changed in git; undefined for a file not yet committed. */
export const lastChangedOf = (file: string) => lastChanged.get(file);

/**
 * What contentlayer2 reads of a checked page: its checked fields (JSON is YAML), then its Markdown as
 * readers get it, which becomes the document's `body.raw` (a second copy of the body as written
 * would only grow every document contentlayer2 writes again after each save).
 */
const layerFileOf = (page: CheckedPage) => `---\n${JSON.stringify(page.fields)}\n---\n${page.markdown}`;

/**
 * Writes a page where contentlayer2 reads it, whole or not at all: through a folder beside it,
 * since contentlayer2 takes any other file in its folder for a document it cannot map. A new
 * write gives the file a new time, which is how contentlayer2 knows to read it again.
 */
function writePage(syncDir: string, page: CheckedPage) {
  const temporary = join(`${syncDir}.writing`, page.file.replaceAll('/', '__'));
  const target = join(syncDir, page.file);
  mkdirSync(dirname(temporary), { recursive: true });
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(temporary, layerFileOf(page));
  renameSync(temporary, target);
}

/**
 * The routes the documents publish, written beside them for generateStaticParams (docs.ts): next
 * dev calls it in a fresh thread on every request, where reading the documents would cost their heap.
 */
export interface PublishedRoutes {
  /** Each page's route. */
  pages: string[];
  /** Each old route a page moved from (its `redirect_from`). */
  moved: string[];
}

/** What contentlayer2's source tells the process that started it (npm run dev), over IPC. */
export type ContentStepMessage = { kind: 'content-problems'; problems: LiveProblem[] } | { kind: 'documents-written'; routesChanged: boolean };

const tellParent = (message: ContentStepMessage) => process.send?.(message);

/**
 * contentlayer2's `onSuccess`: the documents are written, so what the pages read of them is written
 * whole where they read it (published-documents.ts; a rename replaces a file at once, where
 * contentlayer2 deletes and rewrites its own), with the routes of the pages they hold, and open
 * pages can show them.
 */
export async function documentsWritten(): Promise<void> {
  // contentlayer2 calls it even when its source failed (`contentlayer2 build`, the check's errors).
  if (checkFailed) return;
  const { generated, published, bodies, routes } = documentsFilesIn(process.env.PWD ?? process.cwd());
  const passed = [...pages.values()];
  const moved = passed.flatMap((page) => oldRoutesOf(page.fields[REDIRECT_FIELD]).map(({ route }) => route));
  const routesNow = JSON.stringify({ pages: passed.map((page) => page.path), moved } satisfies PublishedRoutes);
  writeWhole(routes, routesNow);
  publishDocuments({ generated, published, bodies });
  tellParent({ kind: 'documents-written', routesChanged: routesNow !== routesBefore });
  routesBefore = routesNow;
}

/** contentlayer2's `syncFiles`: checks the content folder and fills `syncDir` with what passed. */
export async function syncCheckedContent(syncDir: string): Promise<() => void> {
  const startedAt = performance.now();
  const workerFile = compileCheckWorker(dirname(syncDir));
  lastChanged = lastChangedInGit(contentDir);
  // The command contentlayer2 was started with: `dev` keeps its source in sync until it stops.
  return process.argv.includes('dev') ? syncWhileEditing(syncDir, workerFile) : syncOnce(syncDir, workerFile, startedAt);
}

async function syncOnce(syncDir: string, workerFile: string, startedAt: number): Promise<() => void> {
  const report = await checkContentInParallel(contentDir, { keepPage: true, workerFile });
  reportCheck(report, contentDir, startedAt);
  checkFailed = report.errors.length > 0;
  if (checkFailed) throw new Error('The content check failed: fix the errors listed above.');
  // Every file anew: contentlayer2 keeps a document while its file's time is unchanged.
  rmSync(syncDir, { recursive: true, force: true });
  for (const page of report.pages) {
    pages.set(page.file, page);
    writePage(syncDir, page);
  }
  return () => undefined;
}

/** What a page's document is made of: when it is the same as last run's, contentlayer2 may keep the document it made then. */
const madeOf = (page: CheckedPage) => createHash('sha256').update(JSON.stringify([page, lastChangedOf(page.file) ?? ''])).digest('hex');

/** Whether two checks of a page make the same document: its long texts compared as they are, the rest as JSON. */
const samePage = (a: CheckedPage, b: CheckedPage) =>
  (Object.keys(a) as (keyof CheckedPage)[]).every((key) => (typeof a[key] === 'string' ? a[key] === b[key] : JSON.stringify(a[key]) === JSON.stringify(b[key])));

/**
 * The pages written to `syncDir`, each with what its document was made of (`madeOf`), listed beside
 * it between runs of `npm run dev`: a page whose document would be the same is not written again,
 * so its file keeps its time and contentlayer2 keeps the document it cached for it, at a start as
 * after a save.
 */
function writtenPages(syncDir: string) {
  const listFile = `${syncDir}.json`;
  let lastRun: Map<string, string>;
  try {
    lastRun = new Map(Object.entries(JSON.parse(readFileSync(listFile, 'utf8')) as Record<string, string>));
  } catch {
    lastRun = new Map();
  }
  // A file the list does not name (a run stopped between the two writes) is written again.
  const onDisk = new Set(existsSync(syncDir) ? listContentFiles(syncDir) : []);
  const written = new Map<string, string>();
  return {
    /** Writes `page` unless its document would be the same as the one written last. */
    write(page: CheckedPage) {
      const before = pages.get(page.file);
      if (before && samePage(before, page)) return;
      const made = madeOf(page);
      if (before || lastRun.get(page.file) !== made || !onDisk.has(page.file)) writePage(syncDir, page);
      written.set(page.file, made);
      onDisk.add(page.file);
    },
    /** Removes every page but `kept`, and lists what is written for the next run. */
    keepOnly(kept: ReadonlySet<string>) {
      for (const file of onDisk) {
        if (kept.has(file)) continue;
        rmSync(join(syncDir, file), { force: true });
        written.delete(file);
        onDisk.delete(file);
      }
      writeWhole(listFile, JSON.stringify(Object.fromEntries(written)));
    },
  };
}

async function syncWhileEditing(syncDir: string, workerFile: string): Promise<() => void> {
  let startedAt = performance.now();
  const live = await createLiveCheck(contentDir, { keepPage: true, workerFile, cacheDir: join(dirname(syncDir), 'kept-checks') });
  const written = writtenPages(syncDir);
  const publish = (report: ContentReport) => {
    reportCheck(report, contentDir, startedAt);
    const published = new Set(report.pages.map((page) => page.file));
    for (const page of report.pages) {
      written.write(page);
      pages.set(page.file, page);
    }
    // A page that cannot be published as saved keeps its last good version; one that is gone, or
    // no page any more, goes.
    for (const file of pages.keys()) {
      if (!published.has(file) && report.routes.get(pages.get(file)!.path) !== file) pages.delete(file);
    }
    written.keepOnly(new Set(pages.keys()));
    const keptFrom = (file: string) => pages.has(file) && !published.has(file);
    tellParent({ kind: 'content-problems', problems: problemsOf(report).map((problem) => (keptFrom(fileInContent(problem.file)) ? { ...problem, pageKept: true } : problem)) });
  };
  const { files, kept } = live.start;
  if (kept > 0) console.log(`content: ${kept} of ${files} files unchanged since the last run, their checks kept; ${files - kept} checked again`);
  publish(live.report());
  let checking = Promise.resolve();
  const watcher = watchContent(contentDir, (touched) => {
    // One check at a time, in the order of the saves.
    checking = checking.then(async () => {
      startedAt = performance.now();
      try {
        const { report, changes } = await live.rescan(touched);
        const lines = describeChanges(changes);
        // Only a dotfile or an empty folder changed.
        if (lines.length === 0) return;
        for (const line of lines) console.log(`content: ${line}`);
        publish(report);
      } catch (error) {
        console.error(`✖ content check failed (${(error as Error).message.split('\n')[0]}); it runs again on the next change`);
      }
    });
  });
  return () => watcher.close();
}
