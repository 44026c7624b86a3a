/**
 * Each page's content file (lib/navigation/page-content-file.ts), which a client navigation
 * fetches: written into the export by the build, and served by `npm run dev`'s file server
 * (scripts/dev-cms.ts). They are not a Next route: Next deals a build's paths out to its static
 * workers in contiguous batches, so 2,000 cheap files would have filled one worker's batch while
 * the other rendered all 2,000 pages.
 */
import { type DocPage, getAllDocs, getPageBody, getPageSidebar } from '../../content/docs';
import { writePageContentFile } from '../../navigation/page-content-file';
import { pageContentRoute } from '../../navigation/routes';

/** Every page's content file by its path (`/page-content/glossa/concepts/icu.txt`), made when asked for. */
export function pageContentFiles(): Map<string, () => string> {
  const contentFile = (doc: DocPage) => writePageContentFile({ sidebar: getPageSidebar(doc.path).items, body: getPageBody(doc).html });
  return new Map(getAllDocs().map((doc) => [pageContentRoute(doc.path), () => contentFile(doc)]));
}
