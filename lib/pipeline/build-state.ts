/**
 * Where a build keeps what outlives one step: contentlayer2's documents, the drawn social cards
 * and image variants, and the compiled programs. Each export folder has a state folder of its own,
 * so the real site, the fixture site and a benchmark copy never read nor prune each other's
 * documents and drawings, whatever order they are built in; `npm run dev` has its own
 * (BUILD_STATE_DIR). Every step of a build inherits OUT_DIR, so each process finds the same folder.
 */
import { createHash } from 'node:crypto';
import { basename, dirname, join, relative, resolve } from 'node:path';

/** The export folder the build writes (the browser tests build a small fixture site beside the real one). */
export const outDir = process.env.OUT_DIR ?? 'out';

/** `.cache/out` for the real site, `.cache/out-fixture` for the fixture site. */
export function stateDirFor(exportDir: string): string {
  const name = relative(process.cwd(), resolve(exportDir)).replace(/[\\/]+/g, '_').replace(/^[._]+/, '');
  return join('.cache', name || 'out');
}

// Relative to the checkout, as the pages join it to their working folder (docs.ts); and in it,
// since contentlayer2 compiles its configuration there and resolves its imports from node_modules.
export const buildStateDir = relative(process.cwd(), resolve(process.env.BUILD_STATE_DIR ?? stateDirFor(outDir)));
if (buildStateDir.startsWith('..')) throw new Error(`BUILD_STATE_DIR (${process.env.BUILD_STATE_DIR}) must be a folder inside the checkout.`);

// Beside the export (a rename cannot cross filesystems), and one per export folder: the fixture
// site's build must not touch the real site's.
const besideExport = (exportDir: string, role: string) => join(dirname(exportDir), `.${basename(exportDir)}-${role}`);

/** Where a build of this export writes it until its last step swaps it into place (swap-out.ts). */
export const stagingDirFor = (exportDir: string) => besideExport(exportDir, 'staging');

/** Where that swap moves the export it replaces, until the new one is in place. */
export const previousDirFor = (exportDir: string) => besideExport(exportDir, 'previous');

/** The lock a build holds from its start to its end (build-lock.ts): one per checkout, as Next builds into its one `.next/`. */
export const BUILD_LOCK_FILE = join('.cache', 'build.lock');

/** Where Next writes its build (its manifests, which the benchmarks read). */
export const NEXT_BUILD_DIR = '.next';

/**
 * The documents of the state folder `stateDir`: those contentlayer2 generates there (it works in
 * the folder its process's `PWD` names, steps/content.ts), and what the pages read of them (docs.ts).
 * contentlayer2 deletes and rewrites its file in place, so a page read meanwhile would find it gone
 * or half written; its `onSuccess` (lib/content/checked-content.ts) writes, each whole, every page's
 * body (HTML, headings, Markdown) in a file of its own, an index of the documents without their
 * bodies, and the routes those documents publish. A page reads the index and its own body, so what
 * a process holds and reads again after a save does not grow with every page's text.
 */
export const documentsFilesIn = (stateDir: string) => ({
  generated: join(stateDir, '.contentlayer', 'generated', 'Doc', '_index.json'),
  published: join(stateDir, 'documents.json'),
  bodies: join(stateDir, 'page-bodies'),
  routes: join(stateDir, 'routes.json'),
});

/** The file of the body of the page at `sourcePath` (its path under the content folder) in `bodiesDir`. */
export const pageBodyFile = (bodiesDir: string, sourcePath: string) =>
  join(bodiesDir, `${createHash('sha256').update(sourcePath).digest('hex').slice(0, 24)}.json`);

/** The index of the documents this build's pages read (docs.ts). */
export const publishedDocsFile = documentsFilesIn(buildStateDir).published;

/** The folder of their bodies (docs.ts). */
export const publishedBodiesDir = documentsFilesIn(buildStateDir).bodies;

/** The routes of those documents' pages and moves (docs.ts). */
export const publishedRoutesFile = documentsFilesIn(buildStateDir).routes;
