/**
 * A picture drawn straight as palette indices: rows of flat colour, and text of one colour each
 * over them. Its palette grows with the colours drawn, so its indexed PNG is written as it is
 * (indexed-png.ts), without quantising its pixels afterwards.
 */
import type { IndexedImage, Rgb } from './indexed-png';

/**
 * Steps from the colour under a text to the text's own, both included; a pixel's coverage is
 * rounded to the nearest. Eight draw the cards' edges as smoothly as quantising did; more cost bytes.
 */
const LEVELS = 8;
const levelOfCoverage = Uint8Array.from({ length: 256 }, (_, coverage) => Math.round((coverage * (LEVELS - 1)) / 255));

interface PaletteCanvas extends IndexedImage {
  palette: Rgb[];
  /** Each colour's index in the palette, by its 0xrrggbb. */
  entries: Map<number, number>;
}

interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

function rgb(color: string): Rgb {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (!hex) throw new Error(`${color} is not a #rrggbb colour`);
  return [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16), parseInt(hex[3]!, 16)];
}

function paletteIndex(canvas: PaletteCanvas, color: Rgb) {
  const key = (color[0] << 16) | (color[1] << 8) | color[2];
  let index = canvas.entries.get(key);
  if (index === undefined) {
    if (canvas.palette.length === 256) throw new RangeError('a palette canvas holds at most 256 colours');
    index = canvas.palette.push(color) - 1;
    canvas.entries.set(key, index);
  }
  return index;
}

function mix(under: Rgb, ink: Rgb, level: number): Rgb {
  const channel = (i: 0 | 1 | 2) => Math.round(under[i] + ((ink[i] - under[i]) * level) / (LEVELS - 1));
  return [channel(0), channel(1), channel(2)];
}

// A box past the edge would otherwise wrap onto the next rows, or be dropped without a word.
function checkInside(canvas: PaletteCanvas, { top, left, width, height }: Box) {
  if (top < 0 || left < 0 || left + width > canvas.width || top + height > canvas.height) {
    throw new RangeError(`a ${width}×${height} box at (${left}, ${top}) does not fit in the ${canvas.width}×${canvas.height} canvas`);
  }
}

export function createCanvas(width: number, height: number, color: string): PaletteCanvas {
  const canvas: PaletteCanvas = { width, height, palette: [], entries: new Map(), indices: new Uint8Array(width * height) };
  fillRows(canvas, 0, height, color);
  return canvas;
}

export function fillRows(canvas: PaletteCanvas, top: number, height: number, color: string) {
  checkInside(canvas, { top, left: 0, width: canvas.width, height });
  canvas.indices.fill(paletteIndex(canvas, rgb(color)), top * canvas.width, (top + height) * canvas.width);
}

/**
 * Text in `color` over what `box` holds, from an RGBA drawing of the text (row by row) whose alpha
 * says how much of each pixel the text covers; its red, green and blue are not read.
 */
export function paintText(canvas: PaletteCanvas, rgba: Uint8Array, box: Box, color: string) {
  checkInside(canvas, box);
  if (rgba.length !== box.width * box.height * 4) throw new RangeError(`${rgba.length} bytes for ${box.width}×${box.height} RGBA pixels`);
  const ink = rgb(color);
  // The index of each (colour under the text, level), found on its first pixel; -1 until then.
  const mixed = new Int16Array(256 * LEVELS).fill(-1);
  for (let y = 0; y < box.height; y++) {
    let alpha = y * box.width * 4 + 3;
    let to = (box.top + y) * canvas.width + box.left;
    for (let x = 0; x < box.width; x++, alpha += 4, to++) {
      const level = levelOfCoverage[rgba[alpha]!]!;
      if (level === 0) continue;
      const key = canvas.indices[to]! * LEVELS + level;
      if (mixed[key] === -1) mixed[key] = paletteIndex(canvas, mix(canvas.palette[canvas.indices[to]!]!, ink, level));
      canvas.indices[to] = mixed[key]!;
    }
  }
}
