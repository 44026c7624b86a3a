/** PNG files written byte by byte, for images only a decoder (or not even one) finds broken. */
import { crc32, deflateSync } from 'node:zlib';

function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A PNG of `width` × `height` RGB pixels, of which `rows` are really there (no data at all when
 * null), each row starting with the filter byte `filter`: 0 is none, above 4 no decoder reads.
 */
export function pngFile(width: number, height: number, rows: number | null, filter = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const pixels = rows === null ? null : Buffer.alloc(rows * (1 + 3 * width), 0x80);
  for (let row = 0; pixels !== null && row < rows!; row++) pixels[row * (1 + 3 * width)] = filter;
  const data = pixels === null ? [] : [pngChunk('IDAT', deflateSync(pixels))];
  return Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), pngChunk('IHDR', header), ...data, pngChunk('IEND', Buffer.alloc(0))]);
}
