import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { variantsOf } from '@/lib/content/image-assets';
import { readImageHeader } from '@/lib/content/image-file';
import { pngFile } from '@/tests/helpers/png-file';

/** `png` with an `acTL` chunk (two frames) after its header, as an APNG has. */
function withAnimationControl(png: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from('acTL', 'latin1'), Buffer.from([0, 0, 0, 2, 0, 0, 0, 0])]);
  const chunk = Buffer.alloc(12 + 8);
  chunk.writeUInt32BE(8, 0);
  typed.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(typed), 4 + typed.length);
  const afterHeader = 8 + 12 + 13;
  return Buffer.concat([png.subarray(0, afterHeader), chunk, png.subarray(afterHeader)]);
}

/** The first bytes of a WebP with an extended header, its animation flag set or not. */
function webpHeader(animated: boolean): Buffer {
  const bytes = Buffer.alloc(30);
  bytes.write('RIFF', 0, 'latin1');
  bytes.writeUInt32LE(22, 4);
  bytes.write('WEBPVP8X', 8, 'latin1');
  bytes.writeUInt32LE(10, 16);
  bytes[20] = animated ? 0x02 : 0;
  bytes.writeUIntLE(1999, 24, 3);
  bytes.writeUIntLE(999, 27, 3);
  return bytes;
}

const asset = (bytes: Buffer) => {
  const header = readImageHeader(bytes)!;
  return { file: 'a.png', format: header.format, width: header.width!, height: header.height!, hash: '0', ...(header.animated ? { animated: header.animated } : {}) };
};

describe('an image that moves', () => {
  it('is an APNG or an animated WebP, read from its header', () => {
    expect(readImageHeader(withAnimationControl(pngFile(2000, 1000, 1)))).toMatchObject({ format: 'png', width: 2000, animated: true });
    expect(readImageHeader(webpHeader(true))).toMatchObject({ format: 'webp', width: 2000, height: 1000, animated: true });
    expect(readImageHeader(pngFile(2000, 1000, 1))?.animated).toBeUndefined();
    expect(readImageHeader(webpHeader(false))?.animated).toBeUndefined();
  });

  it('is served as it is, as a GIF is: a smaller copy would keep one frame', () => {
    expect(variantsOf(asset(withAnimationControl(pngFile(2000, 1000, 1))))).toEqual([]);
    expect(variantsOf(asset(webpHeader(true)))).toEqual([]);
    expect(variantsOf(asset(pngFile(2000, 1000, 1)))).not.toEqual([]);
  });
});
