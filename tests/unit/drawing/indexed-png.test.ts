import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeIndexedPng, type Rgb } from '@/lib/drawing/indexed-png';

const palette: Rgb[] = [
  [255, 255, 255],
  [11, 110, 79],
  [28, 30, 33],
];

describe('indexed PNG', () => {
  it('is a palette PNG whose pixels are the colours their indices name', async () => {
    const png = await encodeIndexedPng({ width: 3, height: 2, palette, indices: Uint8Array.of(0, 1, 2, 2, 1, 0) });
    const { isPalette, width, height } = await sharp(png).metadata();
    expect({ isPalette, width, height }).toEqual({ isPalette: true, width: 3, height: 2 });
    const pixels = await sharp(png).raw().toBuffer();
    expect([...pixels]).toEqual([0, 1, 2, 2, 1, 0].flatMap((index) => palette[index]!));
  });

  it('refuses a palette PNG cannot hold, or indices that are not one a pixel', async () => {
    const tooMany = Array.from({ length: 257 }, (): Rgb => [0, 0, 0]);
    await expect(encodeIndexedPng({ width: 1, height: 1, palette: tooMany, indices: Uint8Array.of(0) })).rejects.toThrow(/1 to 256 colours, not 257/);
    await expect(encodeIndexedPng({ width: 2, height: 2, palette, indices: Uint8Array.of(0, 1, 2) })).rejects.toThrow(/3 indices for 2×2 pixels/);
  });
});
