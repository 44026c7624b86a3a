import { writeCmsFiles } from '../../cms/cms-files';
import type { BuildStep } from '../context';

/** The CMS at /admin: its page, the configuration generated from this content, and Decap's bundle. */
export const cms: BuildStep = {
  name: 'cms',
  reads: 'node_modules/decap-cms/, the documents',
  writes: 'the staging folder’s admin.html and cms/',
  run(context) {
    const written = writeCmsFiles(context.stagingDir);
    console.log(`✔ CMS: ${written.files} files (${(written.bytes / 1e6).toFixed(1)} MB) for /admin.`);
  },
};
