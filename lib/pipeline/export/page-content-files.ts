/**
 * Each page's content file (lib/navigation/page-content-file.ts), which a client navigation
 * fetches: written into the export by the build, and served by `npm run dev`'s file server
 * (scripts/dev-cms.ts). They are not a Next route: Next deals a build's paths out to its static
 * workers in contiguous batches, so 2,000 cheap files would have filled one worker's batch while
 * the other rendered all 2,000 pages.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { getAllDocs, getPageSidebar, type DocPage } from '../../content/docs';
import { writePageContentFile } from '../../navigation/page-content-file';
import { pageContentRoute } from '../../navigation/routes';

const contentFile = (doc: DocPage) => writePageContentFile({ sidebar: getPageSidebar(doc.path).items, body: doc.html });

/** The content file at `path` (`/page-content/glossa/concepts/icu.txt`), or null when no page has it. */
export function pageContentAt(path: string): string | null {
  const doc = getAllDocs().find((each) => pageContentRoute(each.path) === path);
  return doc ? contentFile(doc) : null;
}

/** Writes every page's content file into `dir`; returns how many. */
export function writePageContentFiles(dir: string): number {
  const docs = getAllDocs();
  for (const doc of docs) {
    const file = join(dir, pageContentRoute(doc.path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, contentFile(doc));
  }
  return docs.length;
}
