import type { BuildStep } from '../context';
import { writeHostingConfig } from '../export/write-hosting';

/** Per-page security headers for nginx and serve, from the hashes of this build's inline scripts. */
export const hosting: BuildStep = {
  name: 'hosting config',
  reads: 'the pages’ script hashes, the redirects',
  writes: 'the staging folder’s _hosting/',
  run({ stagingDir, made }) {
    const written = writeHostingConfig(stagingDir, [...made.pages, ...made.redirectPages], made.redirects);
    console.log(`✔ Hosting configuration: headers for ${written.pages} pages in _hosting/.`);
  },
};
