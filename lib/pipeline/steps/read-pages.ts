import type { BuildStep } from '../context';
import { embedMetaPolicy } from '../export/meta-csp';
import { readExportPages } from '../export/site-pages';

/**
 * The one read of the export's pages: every step below takes them from here. Each page's policy
 * goes in as a meta tag as it is read, before the compressed copies are made (meta-csp.ts).
 */
export const readPages: BuildStep = {
  name: 'read the pages, embed their policies',
  reads: 'the staging folder’s **/*.html',
  writes: 'the staging folder’s **/*.html (a meta policy each); the pages with their script hashes, in memory',
  run(context) {
    context.made.pages = readExportPages(context.stagingDir, (page) => embedMetaPolicy(context.stagingDir, page));
  },
};
