/**
 * What a client navigation fetches beside Next's payload: each page's content file
 * (lib/navigation/page-content-file.ts) and each docs version's whole sidebar. Written into the
 * export by the build, and served by `npm run dev`'s file server (scripts/dev-cms.ts), so they
 * follow each save there. They are not Next routes: Next deals a build's paths out to its static
 * workers in contiguous batches, so a large site's cheap files would have filled one worker's batch
 * while another rendered every page; and in `npm run dev` Next answers a new name of a route
 * with a fixed list 404 until it has read the list again.
 */
import { type DocPage, getAllDocs, getPageBody, getPageSidebar, getSidebarTreeFiles } from '../../content/docs';
import { writePageContentFile } from '../../navigation/page-content-file';
import { pageContentRoute, sidebarTreeRoute } from '../../navigation/routes';

/** Every page's content file by its path (`/page-content/glossa/concepts/icu.txt`), made when asked for. */
export function pageContentFiles(): Map<string, () => string> {
  const contentFile = (doc: DocPage) => writePageContentFile({ sidebar: getPageSidebar(doc.path).items, body: getPageBody(doc).html });
  return new Map(getAllDocs().map((doc) => [pageContentRoute(doc.path), () => contentFile(doc)]));
}

/** Each docs version's whole sidebar by its path (`/sidebar-tree/1915739b71e2.json`), named by a hash of its content. */
export function sidebarTreeFiles(): Map<string, () => string> {
  return new Map(getSidebarTreeFiles().map(({ name, body }) => [sidebarTreeRoute(name), () => body]));
}
