import type { BuildStep } from '../context';
import { pageContentFiles, sidebarTreeFiles } from '../export/page-content-files';
import { writeExportFiles } from '../export/site-pages';

/** What a client navigation fetches a page's article and sidebar from (components/doc/page-content.ts, components/sidebar/). */
export const pageContent: BuildStep = {
  name: 'page content files and sidebar trees',
  reads: 'the documents',
  writes: 'the staging folder’s page-content/**/*.txt and sidebar-tree/*.json',
  run(context) {
    writeExportFiles(context.stagingDir, pageContentFiles());
    writeExportFiles(context.stagingDir, sidebarTreeFiles());
  },
};
