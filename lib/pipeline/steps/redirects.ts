import { getRedirects } from '../../content/docs';
import type { BuildStep } from '../context';
import { embedMetaPolicy } from '../export/meta-csp';
import { writeRedirects } from '../export/redirect-pages';
import { exportPage } from '../export/site-pages';

/** A moved page's old routes (`redirect_from`): after the pages are read, so the search index never holds an old route. */
export const redirects: BuildStep = {
  name: 'redirects',
  reads: 'the documents (redirect_from)',
  writes: 'the staging folder’s <old route>.html and _hosting/redirects.json',
  run(context) {
    const { made, stagingDir } = context;
    made.redirects = getRedirects();
    made.redirectPages = [...writeRedirects(stagingDir, made.redirects)].map(([file, html]) => embedMetaPolicy(stagingDir, exportPage(file, html)));
    if (made.redirects.length > 0) console.log(`✔ Redirects: ${made.redirects.length} old route(s) of moved pages.`);
  },
};
