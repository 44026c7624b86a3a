import type { BuildStep } from '../context';
import { pageContentFiles } from '../export/page-content-files';
import { writeExportFiles } from '../export/site-pages';

/** The file each page's client navigation fetches its article and sidebar from (components/doc/page-content.ts). */
export const pageContent: BuildStep = {
  name: 'page content files',
  reads: 'the documents',
  writes: 'the staging folder’s page-content/**/*.txt',
  run(context) {
    writeExportFiles(context.stagingDir, pageContentFiles());
  },
};
