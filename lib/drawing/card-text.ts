/**
 * Text for the social cards, drawn with sharp (libvips and Pango) into a box of a given width and
 * at most a given number of lines: text that does not fit is cut at a word and ends with an
 * ellipsis, so no title, description or label can grow past its place on the card. The text is
 * drawn in black: what the card takes from it is how much of each pixel it covers, and the card
 * paints that in the text's colour.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

const fontDir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const FONT = { regular: join(fontDir, 'DejaVuSans.ttf'), bold: join(fontDir, 'DejaVuSans-Bold.ttf') };
const ELLIPSIS = '…';

export interface TextStyle {
  size: number;
  bold: boolean;
  width: number;
}

export interface TextImage {
  /** RGBA pixels, row by row; their alpha is how much of each pixel the text covers. */
  rgba: Buffer;
  width: number;
  height: number;
  /** The text as drawn: the whole text, or its start and an ellipsis. */
  text: string;
}

const escapeMarkup = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function draw(text: string, style: TextStyle): Promise<TextImage> {
  const { data, info } = await sharp({
    text: {
      text: escapeMarkup(text),
      font: `DejaVu Sans ${style.bold ? 'Bold ' : ''}${style.size}`,
      fontfile: style.bold ? FONT.bold : FONT.regular,
      width: style.width,
      // A word longer than the line (a URL, a long identifier) is broken too: it must not widen the image.
      wrap: 'word-char',
      rgba: true,
      dpi: 72,
    },
  })
    // Raw, all four channels: taking the alpha out in sharp was one more step, dearer than reading it in place.
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { rgba: data, width: info.width, height: info.height, text };
}

// Pango's image is as tall as the ink of its lines, so the height of n lines is measured once per
// style with text that reaches the top and bottom of a line (accent, descender).
const TALLEST_LINE = 'ÉÅgjy';
const lineHeights = new Map<string, Promise<[one: number, two: number]>>();
async function heightOfLines(style: TextStyle, lines: number): Promise<number> {
  const key = JSON.stringify(style);
  if (!lineHeights.has(key)) {
    const drawn = Promise.all([draw(TALLEST_LINE, style), draw(`${TALLEST_LINE}\n${TALLEST_LINE}`, style)]);
    lineHeights.set(key, drawn.then(([one, two]) => [one.height, two.height]));
  }
  const [one, two] = await lineHeights.get(key)!;
  return one + (lines - 1) * (two - one);
}

/** `text` in `style` if the whole of it takes at most `maxLines` lines, else undefined (and no cut is looked for). */
export async function wholeText(text: string, style: TextStyle, maxLines: number): Promise<TextImage | undefined> {
  const [maxHeight, whole] = await Promise.all([heightOfLines(style, maxLines), draw(text, style)]);
  return whole.height <= maxHeight ? whole : undefined;
}

/** `text` in `style`, cut to its longest start (at a word, with an ellipsis) that takes at most `maxLines` lines. */
export async function fitText(text: string, style: TextStyle, maxLines: number): Promise<TextImage> {
  const whole = await wholeText(text, style, maxLines);
  if (whole) return whole;
  const maxHeight = await heightOfLines(style, maxLines);
  // Cut points: the end of each word, or of each character when a single word overflows the box.
  const words = [...text.matchAll(/\S+/g)].map((match) => match.index + match[0].length);
  const ends = words.length > 1 ? words : Array.from({ length: text.length }, (_, index) => index + 1);
  const shortened = (count: number) => `${text.slice(0, ends[count - 1] ?? 0).trimEnd()}${ELLIPSIS}`;
  // Binary search for the most cut points whose text still fits; the ellipsis alone always fits,
  // and is drawn only when nothing else does.
  let fitting: TextImage | undefined;
  let low = 1;
  let high = ends.length - 1;
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    const candidate = await draw(shortened(middle), style);
    if (candidate.height <= maxHeight) {
      fitting = candidate;
      low = middle + 1;
    } else high = middle - 1;
  }
  return fitting ?? draw(ELLIPSIS, style);
}
