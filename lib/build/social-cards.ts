/**
 * Each page's social card (Open Graph image): 1200×630 PNG with the page's library, title and
 * description in the site's light colours (cut with an ellipsis where they do not fit), drawn at build time with sharp (libvips and Pango) and
 * a font shipped in node_modules, so every machine draws the same card.
 *
 * A card is kept in a cache named after everything that shapes it (its text, the colours, and
 * the drawing code's source), so a build draws only the cards whose inputs changed; the cache
 * keeps only the cards of the last build.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { colorTokens } from '../../tailwind.config';
import { siteConfig } from '../site-config';
import { fillCache } from './build-cache';
import { buildStateDir } from './build-state';
import { fitText, type TextImage, type TextStyle, wholeText } from './card-text';

const { width: CARD_WIDTH, height: CARD_HEIGHT } = siteConfig.socialCard;
const CACHE_DIR = join(buildStateDir, 'social-cards');
const MARGIN = 80;
const TEXT_WIDTH = CARD_WIDTH - 2 * MARGIN;
const BAND_HEIGHT = 110;
const colors = colorTokens.light;

interface CardText {
  library: string | null;
  title: string;
  description: string;
  siteTitle: string;
}

const style = (color: string, size: number, bold: boolean): TextStyle => ({ color, size, bold, width: TEXT_WIDTH });

/** A title that fits in two lines at full size is drawn large; a longer one smaller, in at most three. */
async function titleImage(title: string) {
  return (await wholeText(title, style(colors.fg, 64, true), 2)) ?? fitText(title, style(colors.fg, 48, true), 3);
}

// A site has a few libraries and one name: their labels are drawn once, not on every card.
const labels = new Map<string, Promise<TextImage>>();
function label(text: string, color: string, size: number) {
  const key = `${color} ${size} ${text}`;
  if (!labels.has(key)) labels.set(key, fitText(text, style(color, size, true), 1));
  return labels.get(key)!;
}

interface CardLayer {
  name: 'library' | 'title' | 'description' | 'site';
  text: string;
  top: number;
  left: number;
  width: number;
  height: number;
}

/** Where each text of a card goes: one under the other, the description in the room left above the band. */
export async function layOutCard({ library, title, description, siteTitle }: CardText): Promise<{ layer: CardLayer; image: TextImage }[]> {
  const libraryTop = 88;
  const [libraryLabel, titleText, siteName] = await Promise.all([label((library ?? siteTitle).toUpperCase(), colors.accent, 28), titleImage(title), label(siteTitle, colors.fg, 30)]);
  const titleTop = Math.max(150, libraryTop + libraryLabel.height + 24);
  const descriptionTop = titleTop + titleText.height + 36;
  const descriptionStyle = style(colors.muted, 30, false);
  const bandTop = CARD_HEIGHT - BAND_HEIGHT;
  // As many lines as the room above the band holds (at least one: the shortest title leaves room for four).
  let descriptionLines = 4;
  let descriptionText = await fitText(description, descriptionStyle, descriptionLines);
  while (descriptionLines > 1 && descriptionTop + descriptionText.height > bandTop - 24) {
    descriptionText = await fitText(description, descriptionStyle, --descriptionLines);
  }
  const placed = (name: CardLayer['name'], image: TextImage, top: number) => ({ layer: { name, text: image.text, top, left: MARGIN, width: image.width, height: image.height }, image });
  return [
    placed('library', libraryLabel, libraryTop),
    placed('title', titleText, titleTop),
    placed('description', descriptionText, descriptionTop),
    placed('site', siteName, CARD_HEIGHT - 72),
  ];
}

type PlacedText = Awaited<ReturnType<typeof layOutCard>>[number];
const asOverlay = ({ layer, image }: PlacedText) => ({ input: image.input, raw: image.raw, top: layer.top, left: layer.left });

/**
 * What every card shares (the colours, both bands and the site's name), drawn once as raw pixels:
 * compositing them anew for each card took a third of its CPU time (43 → 29 ms a card, same pixels).
 */
function drawBackground(site: PlacedText) {
  return sharp({ create: { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 3, background: colors.bg } })
    .composite([
      { input: { create: { width: CARD_WIDTH, height: 16, channels: 3, background: colors.accent } }, top: 0, left: 0 },
      { input: { create: { width: CARD_WIDTH, height: BAND_HEIGHT, channels: 3, background: colors.surface } }, top: CARD_HEIGHT - BAND_HEIGHT, left: 0 },
      asOverlay(site),
    ])
    .raw()
    .toBuffer({ resolveWithObject: true });
}

const backgrounds = new Map<string, ReturnType<typeof drawBackground>>();
function background(site: PlacedText) {
  const key = JSON.stringify(site.layer);
  if (!backgrounds.has(key)) backgrounds.set(key, drawBackground(site));
  return backgrounds.get(key)!;
}

async function drawCard(text: CardText): Promise<Buffer> {
  const layers = await layOutCard(text);
  const site = layers.find(({ layer }) => layer.name === 'site')!;
  const { data, info } = await background(site);
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .composite(layers.filter((placed) => placed !== site).map(asOverlay))
    // Flat colours and anti-aliased text fit a 16-colour palette: a third of the bytes of full colour.
    .png({ palette: true, colors: 16, dither: 0, effort: 1, compressionLevel: 6 })
    .toBuffer();
}

const designKey = createHash('sha256')
  .update(readFileSync(fileURLToPath(import.meta.url)))
  .update(readFileSync(fileURLToPath(new URL('card-text.ts', import.meta.url))))
  .update(JSON.stringify(colors))
  .digest('hex');

const cardKey = (text: CardText) => createHash('sha256').update(designKey).update(JSON.stringify(text)).digest('hex').slice(0, 32);

interface DrawnCards {
  drawn: number;
  reused: number;
  /** Each card's path in the export → its file in the cache. */
  files: Map<string, string>;
}

/**
 * Draws the cards the cache does not hold yet (the cache then keeps only these cards). Needs no
 * export: the build runs it beside `next build` and copies the cards in afterwards. A card that
 * cannot be drawn rejects with the page's source file and the card's path.
 */
export async function drawSocialCards(
  cards: readonly { path: string; source: string; text: CardText }[],
  cacheDir = CACHE_DIR,
  draw: (text: CardText) => Promise<Buffer> = drawCard,
): Promise<DrawnCards> {
  const named = cards.map((card) => ({ ...card, name: `${cardKey(card.text)}.png` }));
  const { made, reused } = await fillCache(
    named.map(({ path, source, text, name }) => ({ name, make: () => draw(text), failure: (reason) => `${source}: its social card ${path} could not be drawn: ${reason}` })),
    cacheDir,
  );
  return { drawn: made, reused, files: new Map(named.map(({ path, name }) => [path, join(cacheDir, name)])) };
}
