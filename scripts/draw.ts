/**
 * The build's drawing, in a child process of its own: `images` draws the variants of each image
 * beside the pages (lib/drawing/image-variants.ts), `cards` each page's social card
 * (lib/drawing/social-cards.ts), into the build's state folder. The build runs the images beside the
 * content check, which needs none of them, and the cards once the check has written the pages;
 * both before `next build`, so their memory is given back before Next's workers take theirs. Over
 * its IPC channel it hands the build where each file of the export is to be copied from.
 */
import { join } from 'node:path';
import { contentDir } from '../lib/content/content-dir';
import { getDocsInSidebarOrder, getLibraryLabel } from '../lib/content/docs';
import { drawImageVariants } from '../lib/drawing/image-variants';
import { drawSocialCards } from '../lib/drawing/social-cards';
import { buildStateDir } from '../lib/pipeline/build-state';
import type { DrawnFiles } from '../lib/pipeline/context';
import { socialCardRoute } from '../lib/navigation/routes';
import { siteConfig } from '../lib/site-config';

async function drawImages(): Promise<DrawnFiles> {
  const images = await drawImageVariants(contentDir);
  console.log(
    `✔ Images: ${images.images} published with ${images.variants} variants (${images.drawn} drawn, ${images.reused} reused from ${buildStateDir}/images/); ` +
      `${images.fullSizeBytes} bytes full size, ${images.variantBytes} bytes of variants.`,
  );
  return [...images.files];
}

async function drawCards(): Promise<DrawnFiles> {
  const cardList = getDocsInSidebarOrder().map((doc) => ({
    path: socialCardRoute(doc.path),
    source: join(contentDir, doc.sourcePath),
    text: { library: getLibraryLabel(doc), title: doc.title, description: doc.description, siteTitle: siteConfig.title },
  }));
  const cards = await drawSocialCards(cardList);
  console.log(`✔ Social cards: ${cards.drawn} drawn, ${cards.reused} reused from ${buildStateDir}/social-cards/.`);
  return [...cards.files];
}

const kinds = { images: drawImages, cards: drawCards };
const kind = process.argv[2];

try {
  if (kind !== 'images' && kind !== 'cards') throw new Error('Usage: draw.ts images|cards');
  const drawn = await kinds[kind]();
  // Disconnected once sent: an open channel would keep this process alive.
  process.send!(drawn, () => process.disconnect());
} catch (error) {
  // One `error:` line a failure, each naming its file, as the content check prints its problems.
  for (const line of (error instanceof Error ? error.message : String(error)).split('\n')) console.error(`error: ${line}`);
  process.exitCode = 1;
}
