/**
 * What the build writes into the export, asked of one path (an old route in `redirect_from`): a
 * redirect there would shadow the file on nginx and `npm run serve`, or its page would need a
 * folder where the export has a file. Put together from the modules that name the outputs: the
 * reserved routes and files, each page's files beside its route (`<route>.html`, `.txt`, `.md`),
 * Next's segment payload files (lib/next-internals.ts) and the compressed copies
 * (export/precompress.ts). tests/build/export-paths.test.ts asks it about every file of a built
 * export, so an output added without going through these names fails there.
 */
import { RESERVED_FILES, RESERVED_ROUTES, reservedRouteOf } from '../navigation/reserved-routes';
import { isSegmentPayloadFile } from '../next-internals';
import { COMPRESSED_COPY_SUFFIXES } from '../pipeline/export/precompress';

const LANDING_STEM = RESERVED_ROUTES.landingFiles;

/** What the build writes at `path` itself, or around it, described for a writer; null when nothing. */
function writtenAt(path: string, pageRoutes: ReadonlySet<string>): string | null {
  if (path === LANDING_STEM) return "the name of the landing page's own files (index.html)";
  const file = COMPRESSED_COPY_SUFFIXES.reduce((stem, suffix) => (stem.endsWith(suffix) ? stem.slice(0, -suffix.length) : stem), path);
  const copy = file === path ? '' : `the compressed copy of ${file}, `;
  const reserved = reservedRouteOf(file);
  if (reserved !== null) return reserved === file ? `${copy}the site's own ${reserved}` : `inside the site's own ${reserved}/`;
  if ((RESERVED_FILES as readonly string[]).includes(file)) return `${copy}the site's icon`;
  if (isSegmentPayloadFile(file)) return `${copy}a payload file of Next's pages`;
  // `/glossa.txt`, `/glossa.md`, `/404.html`, `/sitemap.xml`: a file beside a route of the build or of a page.
  const stem = file.replace(/\.[^./]+$/, '');
  if (stem !== file && (pageRoutes.has(stem) || reservedRouteOf(stem) !== null || stem === LANDING_STEM)) {
    return `${copy}a file the build writes for ${stem === LANDING_STEM ? 'the landing page' : stem}`;
  }
  return null;
}

/**
 * Why the build's own output leaves no room for a redirect at `route`: it writes `route` itself,
 * or a file where `route` needs a folder (`/404.html/x`, `/glossa.md/x`). Null when it leaves room.
 */
export function exportPathProblem(route: string, pageRoutes: ReadonlySet<string>): string | null {
  const written = writtenAt(route, pageRoutes);
  if (written !== null) return `it is ${written}`;
  const segments = route.split('/').slice(1);
  for (let depth = 1; depth < segments.length; depth++) {
    const folder = `/${segments.slice(0, depth).join('/')}`;
    const file = writtenAt(folder, pageRoutes);
    if (file !== null) return `${folder} is ${file}, a file, so nothing can be below it`;
  }
  return null;
}
