/**
 * Each page's social card (Open Graph image): 1200×630 PNG with the page's library, title and
 * description in the site's light colours (cut with an ellipsis where they do not fit), its texts
 * set by sharp (libvips and Pango) in a font shipped in node_modules, so every machine draws the
 * same card. Its few flat colours and anti-aliased texts of one colour each are painted as palette
 * indices and written as an indexed PNG: a third of the bytes of full colour. Compositing and
 * quantising with sharp, or a layout renderer (satori and resvg, then sharp for the palette), take
 * several times the CPU a card, which every fresh build of a large site pays once a page.
 *
 * A card is kept in a cache named after everything that shapes it (its text, the colours, and
 * the drawing code's source), so a build draws only the cards whose inputs changed; the cache
 * keeps only the cards of the last build.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { colorTokens } from '../../tailwind.config';
import { siteConfig } from '../site-config';
import { buildStateDir } from '../pipeline/build-state';
import { fillCache } from './cache';
import { fitText, type TextImage, type TextStyle, wholeText } from './card-text';
import { encodeIndexedPng } from './indexed-png';
import { createCanvas, fillRows, paintText } from './palette-canvas';

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

const style = (size: number, bold: boolean): TextStyle => ({ size, bold, width: TEXT_WIDTH });

/** A title that fits in two lines at full size is drawn large; a longer one smaller, in at most three. */
async function titleImage(title: string) {
  return (await wholeText(title, style(64, true), 2)) ?? fitText(title, style(48, true), 3);
}

// A site has a few libraries and one name: their labels are drawn once, not on every card.
const labels = new Map<string, Promise<TextImage>>();
function label(text: string, size: number) {
  const key = `${size} ${text}`;
  if (!labels.has(key)) labels.set(key, fitText(text, style(size, true), 1));
  return labels.get(key)!;
}

type LayerName = 'library' | 'title' | 'description' | 'site';

/** Where each text of a card goes: one under the other, the description in the room left above the band. */
export async function layOutCard({ library, title, description, siteTitle }: CardText) {
  const libraryTop = 88;
  const [libraryLabel, titleText, siteName] = await Promise.all([label((library ?? siteTitle).toUpperCase(), 28), titleImage(title), label(siteTitle, 30)]);
  const titleTop = Math.max(150, libraryTop + libraryLabel.height + 24);
  const descriptionTop = titleTop + titleText.height + 36;
  const descriptionStyle = style(30, false);
  const bandTop = CARD_HEIGHT - BAND_HEIGHT;
  // As many lines as the room above the band holds (at least one: the shortest title leaves room for four).
  let descriptionLines = 4;
  let descriptionText = await fitText(description, descriptionStyle, descriptionLines);
  while (descriptionLines > 1 && descriptionTop + descriptionText.height > bandTop - 24) {
    descriptionText = await fitText(description, descriptionStyle, --descriptionLines);
  }
  const placed = (name: LayerName, image: TextImage, color: string, top: number) => ({ layer: { name, text: image.text, color, top, left: MARGIN, width: image.width, height: image.height }, image });
  return [
    placed('library', libraryLabel, colors.accent, libraryTop),
    placed('title', titleText, colors.fg, titleTop),
    placed('description', descriptionText, colors.muted, descriptionTop),
    placed('site', siteName, colors.fg, CARD_HEIGHT - 72),
  ];
}

async function drawCard(text: CardText): Promise<Buffer> {
  // Painted anew on every card: the bands and the site's name cost no more than copying them would.
  const canvas = createCanvas(CARD_WIDTH, CARD_HEIGHT, colors.bg);
  fillRows(canvas, 0, 16, colors.accent);
  fillRows(canvas, CARD_HEIGHT - BAND_HEIGHT, BAND_HEIGHT, colors.surface);
  for (const { layer, image } of await layOutCard(text)) paintText(canvas, image.rgba, layer, layer.color);
  return encodeIndexedPng(canvas);
}

// By their paths in the project, which the build runs in: the drawing runs compiled (build-programs.ts),
// away from these files. A change to any of them draws every card again.
const DESIGN_SOURCES = ['social-cards.ts', 'card-text.ts', 'palette-canvas.ts', 'indexed-png.ts'].map((file) => join('lib', 'drawing', file));
const designKey = DESIGN_SOURCES.reduce((hash, file) => hash.update(readFileSync(file)), createHash('sha256'))
  .update(JSON.stringify(colors))
  .digest('hex');

const cardKey = (text: CardText) => createHash('sha256').update(designKey).update(JSON.stringify(text)).digest('hex').slice(0, 32);

/**
 * Draws the cards the cache does not hold yet (the cache then keeps only these cards). Needs no
 * export: the build copies the cards in afterwards, `files` saying which file of the cache each
 * path of the export is. A card that cannot be drawn rejects with the page's source file and the card's path.
 */
export async function drawSocialCards(
  cards: readonly { path: string; source: string; text: CardText }[],
  cacheDir = CACHE_DIR,
  draw: (text: CardText) => Promise<Buffer> = drawCard,
) {
  const named = cards.map((card) => ({ ...card, name: `${cardKey(card.text)}.png` }));
  const { made, reused } = await fillCache(
    named.map(({ path, source, text, name }) => ({ name, make: () => draw(text), failure: (reason) => `${source}: its social card ${path} could not be drawn: ${reason}` })),
    cacheDir,
  );
  return { drawn: made, reused, files: new Map(named.map(({ path, name }) => [path, join(cacheDir, name)])) };
}
