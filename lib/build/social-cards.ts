/**
 * Each page's social card (Open Graph image): 1200×630 PNG with the page's library, title and
 * description in the site's light colours, drawn at build time with sharp (libvips and Pango) and
 * a font shipped in node_modules, so every machine draws the same card.
 *
 * A card is kept in a cache named after everything that shapes it (its text, the colours, and
 * this module's own source), so a build draws only the cards whose inputs changed; the cache
 * keeps only the cards of the last build.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { colorTokens } from '../../tailwind.config';
import { siteConfig } from '../site-config';

const { width: CARD_WIDTH, height: CARD_HEIGHT } = siteConfig.socialCard;
const CACHE_DIR = join('.cache', 'social-cards');
const MARGIN = 80;
const TEXT_WIDTH = CARD_WIDTH - 2 * MARGIN;
const colors = colorTokens.light;

const fontDir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const FONT = { regular: join(fontDir, 'DejaVuSans.ttf'), bold: join(fontDir, 'DejaVuSans-Bold.ttf') };

interface CardText {
  library: string | null;
  title: string;
  description: string;
  siteTitle: string;
}

const escapeMarkup = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function textImage(text: string, color: string, size: number, bold: boolean) {
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${color}">${escapeMarkup(text)}</span>`,
      font: `DejaVu Sans ${bold ? 'Bold ' : ''}${size}`,
      fontfile: bold ? FONT.bold : FONT.regular,
      width: TEXT_WIDTH,
      wrap: 'word',
      rgba: true,
      dpi: 72,
    },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Raw pixels: a PNG here would be encoded only to be decoded again by the composite.
  return { input: data, raw: { width: info.width, height: info.height, channels: info.channels }, height: info.height };
}

/** A title that would take more than two lines at full size is drawn smaller. */
async function titleImage(title: string) {
  const large = await textImage(title, colors.fg, 64, true);
  return large.height <= 170 ? large : textImage(title, colors.fg, 48, true);
}

// A site has a few libraries and one name: their labels are drawn once, not on every card.
const labels = new Map<string, ReturnType<typeof textImage>>();
function label(text: string, color: string, size: number) {
  const key = `${color} ${size} ${text}`;
  if (!labels.has(key)) labels.set(key, textImage(text, color, size, true));
  return labels.get(key)!;
}

async function drawCard({ library, title, description, siteTitle }: CardText): Promise<Buffer> {
  const [libraryLabel, titleText, descriptionText, siteName] = await Promise.all([
    label((library ?? siteTitle).toUpperCase(), colors.accent, 28),
    titleImage(title),
    textImage(description, colors.muted, 30, false),
    label(siteTitle, colors.fg, 30),
  ]);
  const titleTop = 150;
  const descriptionTop = titleTop + titleText.height + 36;
  return sharp({ create: { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 3, background: colors.bg } })
    .composite([
      { input: { create: { width: CARD_WIDTH, height: 16, channels: 3, background: colors.accent } }, top: 0, left: 0 },
      { input: libraryLabel.input, raw: libraryLabel.raw, top: 88, left: MARGIN },
      { input: titleText.input, raw: titleText.raw, top: titleTop, left: MARGIN },
      // A description too long for the room left is cut at the band: the rules keep it to 160 characters.
      { input: descriptionText.input, raw: descriptionText.raw, top: Math.min(descriptionTop, 420), left: MARGIN },
      { input: { create: { width: CARD_WIDTH, height: 110, channels: 3, background: colors.surface } }, top: CARD_HEIGHT - 110, left: 0 },
      { input: siteName.input, raw: siteName.raw, top: CARD_HEIGHT - 72, left: MARGIN },
    ])
    // Flat colours and anti-aliased text fit a 16-colour palette: a third of the bytes of full colour.
    .png({ palette: true, colors: 16, dither: 0, effort: 1, compressionLevel: 6 })
    .toBuffer();
}

const designKey = createHash('sha256')
  .update(readFileSync(fileURLToPath(import.meta.url)))
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
 * export: the build runs it beside `next build` and copies the cards in afterwards.
 */
export async function drawSocialCards(cards: readonly { path: string; text: CardText }[], cacheDir = CACHE_DIR): Promise<DrawnCards> {
  mkdirSync(cacheDir, { recursive: true });
  const result: DrawnCards = { drawn: 0, reused: 0, files: new Map() };
  let next = 0;
  const worker = async () => {
    while (next < cards.length) {
      const { path, text } = cards[next++]!;
      const cached = join(cacheDir, `${cardKey(text)}.png`);
      result.files.set(path, cached);
      if (existsSync(cached)) result.reused++;
      else {
        writeFileSync(cached, await drawCard(text));
        result.drawn++;
      }
    }
  };
  // sharp draws on libuv's thread pool; a few cards in flight keep every core busy.
  await Promise.all(Array.from({ length: availableParallelism() * 8 }, worker));
  const used = new Set([...result.files.values()]);
  for (const file of readdirSync(cacheDir)) if (!used.has(join(cacheDir, file))) rmSync(join(cacheDir, file));
  return result;
}

export function copySocialCards(dir: string, files: ReadonlyMap<string, string>) {
  for (const [path, cached] of files) {
    const target = join(dir, path);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(cached, target);
  }
}
