/**
 * Whether an image's data holds the picture its header promises, read synchronously in the content
 * check without drawing it: the file is whole (every chunk, segment or block fits in it, PNG chunk
 * checksums hold), it has image data at all, and that data is the size the header says (a PNG's
 * pixel rows inflated with zlib, counted and each of a filter type that exists; each GIF frame,
 * APNG frame and WebP frame inside the canvas; a still WebP's image the size of its canvas). These
 * are the failures sharp meets when the build draws the image ("corrupt header", "missing SOS
 * marker", "libpng read error"), found in the check instead, naming the file.
 */
import { crc32, inflateSync } from 'node:zlib';
import { gifBlocks, type ImageHeader, webpImageSize } from './image-file';

type Problem = string | null;

const CUT_SHORT = 'the file ends before its image data does (it was cut short while saving or copying)';

// PNG: chunks of length, type, data and CRC (https://www.w3.org/TR/png-3/#5Chunk-layout).
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** Adam7's seven passes: the first column and row of each, and the steps between them. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** The rows of a PNG's inflated data, each as its length in bytes (its filter byte and its pixels), pass by pass when interlaced. */
function pngRows(width: number, height: number, bitsPerPixel: number, interlaced: boolean): number[] {
  const passes = interlaced ? ADAM7.map(([x, y, dx, dy]) => [Math.ceil((width - x) / dx), Math.ceil((height - y) / dy)] as const) : [[width, height] as const];
  return passes.flatMap(([w, h]) => (w <= 0 || h <= 0 ? [] : Array<number>(h).fill(1 + Math.ceil((w * bitsPerPixel) / 8))));
}

/** The five filter types a PNG row may start with (https://www.w3.org/TR/png-3/#9Filter-types). */
const PNG_FILTERS = 5;

function pngProblem(bytes: Buffer, { width, height }: { width: number; height: number }): Problem {
  let at = 8;
  const data: Buffer[] = [];
  let ihdr: Buffer | null = null;
  while (at < bytes.length) {
    if (at + 12 > bytes.length) return CUT_SHORT;
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (at + 12 + length > bytes.length) return CUT_SHORT;
    const chunk = bytes.subarray(at + 8, at + 8 + length);
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== bytes.readUInt32BE(at + 8 + length)) return `its ${type} chunk is damaged (its checksum does not match): export it again`;
    if (type === 'IHDR') ihdr = chunk;
    if (type === 'IDAT') data.push(chunk);
    // An APNG frame is drawn on the canvas the header states.
    if (type === 'fcTL' && length >= 20 && (chunk.readUInt32BE(4) === 0 || chunk.readUInt32BE(12) + chunk.readUInt32BE(4) > width || chunk.readUInt32BE(16) + chunk.readUInt32BE(8) > height)) {
      return 'one of its animation frames lies outside the picture its header states: export it again';
    }
    at += 12 + length;
    if (type === 'IEND') break;
  }
  if (ihdr === null || ihdr.length < 13) return CUT_SHORT;
  if (data.length === 0) return 'it holds no image data, only a header: export it again';
  const channels = PNG_CHANNELS[ihdr[9]!];
  if (channels === undefined) return `its colour type ${ihdr[9]} is no PNG colour type: export it again`;
  const rows = pngRows(width, height, channels * ihdr[8]!, ihdr[12] === 1);
  const expected = rows.reduce((sum, row) => sum + row, 0);
  let inflated: Buffer;
  try {
    // One byte more than the header allows is enough to see there is too much.
    inflated = inflateSync(Buffer.concat(data), { maxOutputLength: expected + 1 });
  } catch (error) {
    const tooMuch = (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE';
    return tooMuch ? 'its image data holds more pixels than its header states: export it again' : `${CUT_SHORT}`;
  }
  if (inflated.length !== expected) return `its image data holds ${inflated.length < expected ? 'fewer' : 'more'} pixels than its header states (${width.toLocaleString('en')} × ${height.toLocaleString('en')}): export it again`;
  for (let row = 0, at = 0; row < rows.length; at += rows[row++]!) {
    if (inflated[at]! >= PNG_FILTERS) return `row ${row + 1} of its image data starts with filter type ${inflated[at]}, which no decoder reads: export it again`;
  }
  return null;
}

// JPEG: marker segments, then entropy-coded scan data up to the next marker (ITU T.81, B.1).
function jpegProblem(bytes: Buffer): Problem {
  let at = 2;
  let scans = 0;
  while (at + 2 <= bytes.length) {
    if (bytes[at] !== 0xff) return 'its structure is damaged (a segment does not start where the previous one ends): export it again';
    const marker = bytes[at + 1]!;
    if (marker === 0xd9) return scans > 0 ? null : 'it holds no image data (no scan), only a header: export it again';
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (at + 4 > bytes.length) return CUT_SHORT;
    const end = at + 2 + bytes.readUInt16BE(at + 2);
    if (end > bytes.length) return CUT_SHORT;
    at = end;
    if (marker !== 0xda) continue;
    // Scan data runs to the next marker that is neither a stuffed 0xFF00 nor a restart marker.
    let next = bytes.indexOf(0xff, at);
    while (next !== -1 && next + 1 < bytes.length && (bytes[next + 1] === 0 || (bytes[next + 1]! >= 0xd0 && bytes[next + 1]! <= 0xd7))) next = bytes.indexOf(0xff, next + 2);
    if (next === -1 || next + 1 >= bytes.length) return CUT_SHORT;
    if (next > at) scans += 1;
    at = next;
  }
  return scans > 0 ? CUT_SHORT : 'it holds no image data (no scan), only a header: export it again';
}

// GIF: the screen, then blocks (https://www.w3.org/Graphics/GIF/spec-gif89a.txt, 17 onwards).
function gifProblem(bytes: Buffer, { width, height }: { width: number; height: number }): Problem {
  const blocks = gifBlocks(bytes);
  let frames = 0;
  for (let next = blocks.next(); ; next = blocks.next()) {
    if (next.done) {
      if (next.value === 'trailer') return frames > 0 ? null : 'it holds no image, only a header: export it again';
      return next.value === 'damaged' ? 'its structure is damaged (an unknown block): export it again' : CUT_SHORT;
    }
    const { kind, at } = next.value;
    if (kind !== 'frame') continue;
    const [left, top, w, h] = [1, 3, 5, 7].map((offset) => bytes.readUInt16LE(at + offset)) as [number, number, number, number];
    if (w === 0 || h === 0 || left + w > width || top + h > height) return `a frame of ${w} × ${h} px at ${left}, ${top} lies outside its ${width} × ${height} screen, which browsers then grow to hold it: export it again`;
    frames += 1;
  }
}

// WebP: a RIFF container of chunks (https://developers.google.com/speed/webp/docs/riff_container).
function webpProblem(bytes: Buffer, { width, height }: { width: number; height: number }): Problem {
  if (bytes.readUInt32LE(4) + 8 > bytes.length) return CUT_SHORT;
  let at = 12;
  let images = 0;
  while (at + 8 <= bytes.length) {
    const type = bytes.toString('latin1', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    if (at + 8 + size > bytes.length) return CUT_SHORT;
    if (type === 'VP8 ' || type === 'VP8L') {
      const [w, h] = webpImageSize(bytes, at) ?? [0, 0];
      // A still image fills the canvas an extended file's header states: decoders refuse any other size.
      if (w !== width || h !== height) return `its image data is ${w} × ${h} px where its header states ${width} × ${height}: export it again`;
      images += 1;
    }
    if (type === 'ANMF' && size >= 16) {
      const [x, y] = [0, 3].map((offset) => 2 * bytes.readUIntLE(at + 8 + offset, 3));
      const [w, h] = [6, 9].map((offset) => bytes.readUIntLE(at + 8 + offset, 3) + 1);
      if (x! + w! > width || y! + h! > height) return 'one of its animation frames lies outside the picture its header states: export it again';
      images += 1;
    }
    at += 8 + size + (size % 2);
  }
  return images > 0 ? null : 'it holds no image data, only a header: export it again';
}

/** What is wrong with the image data behind a raster image's header, or null when it holds the picture. */
export function imageDataProblem(bytes: Buffer, header: ImageHeader): Problem {
  const { format, width, height } = header;
  if (format === 'svg' || width === null || height === null) return null;
  if (width === 0 || height === 0) return `its header says it is ${width} × ${height} px, a picture with nothing in it: export it again`;
  const size = { width, height };
  if (format === 'png') return pngProblem(bytes, size);
  if (format === 'jpeg') return jpegProblem(bytes);
  if (format === 'gif') return gifProblem(bytes, size);
  return webpProblem(bytes, size);
}
