/**
 * The build's drawing step: each page's social card and the variants of each image beside the
 * pages, into the build's state folder (lib/build/social-cards.ts, lib/build/image-variants.ts).
 * The build runs it as a child process before `next build`, so the pages it reads and sharp's
 * buffers are given back before Next's workers take their memory. Over its IPC channel it hands
 * the build where each file of the export is to be copied from.
 */
import { join } from 'node:path';
import { contentDir } from '../lib/content/content-dir';
import { getDocsInSidebarOrder, getLibraryLabel } from '../lib/content/docs';
import { drawImageVariants } from '../lib/build/image-variants';
import { drawSocialCards } from '../lib/build/social-cards';
import { buildStateDir } from '../lib/build/build-state';
import { socialCardRoute } from '../lib/navigation/routes';
import { siteConfig } from '../lib/site-config';

/** What the build copies into the export: each path there, and the file it is copied from. */
export interface DrawnFiles {
  cards: [string, string][];
  images: [string, string][];
}

const cardList = getDocsInSidebarOrder().map((doc) => ({
  path: socialCardRoute(doc.path),
  source: join(contentDir, doc.sourcePath),
  text: { library: getLibraryLabel(doc), title: doc.title, description: doc.description, siteTitle: siteConfig.title },
}));

try {
  // Both at once, in the one drawing pool (lib/build/build-cache.ts): the cores stay busy.
  const [cards, images] = await Promise.all([drawSocialCards(cardList), drawImageVariants(contentDir)]);
  console.log(`✔ Social cards: ${cards.drawn} drawn, ${cards.reused} reused from ${buildStateDir}/social-cards/.`);
  console.log(
    `✔ Images: ${images.images} published with ${images.variants} variants (${images.drawn} drawn, ${images.reused} reused from ${buildStateDir}/images/); ` +
      `${images.fullSizeBytes} bytes full size, ${images.variantBytes} bytes of variants.`,
  );
  const drawn: DrawnFiles = { cards: [...cards.files], images: [...images.files] };
  // Disconnected once sent: an open channel would keep this process alive.
  process.send!(drawn, () => process.disconnect());
} catch (error) {
  console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
