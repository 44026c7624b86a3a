/**
 * Where a build keeps what outlives one step: its lock, contentlayer2's documents, the drawn social
 * cards and image variants, the compiled programs, and the Next project with its build. Each export
 * folder has a state folder of its own, so the real site, the fixture site and a benchmark copy
 * never read nor prune each other's files, whatever order they are built in, and can be built at
 * once. Every step of a build (and `npm run dev`) inherits OUT_DIR, so each process finds the same folder.
 */
import { basename, dirname, join, relative, resolve } from 'node:path';

/** The export folder the build writes (the browser tests build a small fixture site beside the real one). */
export const outDir = process.env.OUT_DIR ?? 'out';

/** `.cache/out` for the real site, `.cache/out-fixture` for the fixture site. */
export function stateDirFor(exportDir: string): string {
  const name = relative(process.cwd(), resolve(exportDir)).replace(/[\\/]+/g, '_').replace(/^[._]+/, '');
  return join('.cache', name || 'out');
}

export const buildStateDir = stateDirFor(outDir);

// Beside the export (a rename cannot cross filesystems), and one per export folder: the fixture
// site's build must not touch the real site's.
const besideExport = (exportDir: string, role: string) => join(dirname(exportDir), `.${basename(exportDir)}-${role}`);

/** Where a build of this export writes it until its last step swaps it into place (swap-out.ts). */
export const stagingDirFor = (exportDir: string) => besideExport(exportDir, 'staging');

/** Where that swap moves the export it replaces, until the new one is in place. */
export const previousDirFor = (exportDir: string) => besideExport(exportDir, 'previous');

/** The lock a build of this export holds from its start to its end (build-lock.ts). */
export const buildLockFileFor = (exportDir: string) => join(stateDirFor(exportDir), 'build.lock');

/** The folder `next build` runs in for an export (next-project.ts), and the build Next writes there. */
const nextProjectDirFor = (exportDir: string) => join(stateDirFor(exportDir), 'next');
export const nextProjectDir = nextProjectDirFor(outDir);
export const nextBuildDirFor = (exportDir: string) => join(nextProjectDirFor(exportDir), '.next');

/** The documents contentlayer2 writes for this build (content-layer.ts), which the pages read (docs.ts). */
export const generatedDocsFile = join(buildStateDir, '.contentlayer', 'generated', 'Doc', '_index.json');
