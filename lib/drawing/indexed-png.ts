/**
 * Writes an image that is already palette indices as an indexed PNG (colour type 3). sharp writes
 * indexed PNGs only through libimagequant, which picks a palette from the pixels anew, and the npm
 * encoder that takes a palette (fast-png) deflates in JavaScript: each takes several times the CPU
 * of these few lines with Node's zlib for the same picture.
 */
import { promisify } from 'node:util';
import { crc32, deflate } from 'node:zlib';

export type Rgb = readonly [red: number, green: number, blue: number];

export interface IndexedImage {
  width: number;
  height: number;
  /** At most 256 colours. */
  palette: readonly Rgb[];
  /** One palette index per pixel, row by row. */
  indices: Uint8Array;
}

const SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const BIT_DEPTH = 8;
const INDEXED_COLOUR = 3;
// Every row's filter: none. On the cards' flat colours Sub and Up deflate larger and slower.
const NO_FILTER = 0;
// Deflated on libuv's threads, as sharp's own work is, so the drawing keeps every core busy.
const deflateAsync = promisify(deflate);

function chunk(type: string, data: Uint8Array) {
  const bytes = Buffer.alloc(12 + data.length);
  bytes.writeUInt32BE(data.length, 0);
  bytes.write(type, 4, 'latin1');
  bytes.set(data, 8);
  bytes.writeUInt32BE(crc32(bytes.subarray(4, 8 + data.length)), 8 + data.length);
  return bytes;
}

export async function encodeIndexedPng({ width, height, palette, indices }: IndexedImage): Promise<Buffer> {
  if (palette.length < 1 || palette.length > 256) throw new RangeError(`a PNG palette holds 1 to 256 colours, not ${palette.length}`);
  if (indices.length !== width * height) throw new RangeError(`${indices.length} indices for ${width}×${height} pixels`);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  // Then compression 0 (deflate), filter method 0 and no interlacing.
  header.set([BIT_DEPTH, INDEXED_COLOUR], 8);
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    rows[y * (width + 1)] = NO_FILTER;
    rows.set(indices.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  }
  // Level 6: higher levels take far longer for few bytes, lower ones save little time for many bytes.
  const data = await deflateAsync(rows, { level: 6 });
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('PLTE', Uint8Array.from(palette.flat())), chunk('IDAT', data), chunk('IEND', new Uint8Array())]);
}
