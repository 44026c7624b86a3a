/**
 * How long an animated image moves (lib/content/image-animation.ts), read from its bytes without
 * decoding it: checked against libvips' own reading of the same files (sharp's metadata), and
 * against browsers' timing of frames too short to show.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageAnimation } from '@/lib/content/image-animation';
import { readImageHeader } from '@/lib/content/image-file';
import { gifFile as gif } from '@/tests/helpers/gif-file';

const folder = fileURLToPath(new URL('../../fixtures/rules/image-motion/content', import.meta.url));
const animationOf = (bytes: Buffer) => imageAnimation(bytes, readImageHeader(bytes)!);

describe('how long an animated image moves', () => {
  it('reads the frame times and loops libvips reads, for each animated GIF and WebP of the rule fixture', async () => {
    const files = readdirSync(folder).filter((name) => /\.(gif|webp)$/.test(name));
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const file of files) {
      const bytes = readFileSync(join(folder, file));
      const { loop, delay } = await sharp(bytes, { animated: true }).metadata();
      expect(animationOf(bytes), file).toEqual({ loopMs: delay!.reduce((sum, ms) => sum + ms, 0), plays: loop === 0 ? Infinity : loop });
    }
  });

  it('reads an APNG’s frame delays as fractions of a second and its plays, 0 being forever', () => {
    expect(animationOf(readFileSync(join(folder, 'forever.png')))).toEqual({ loopMs: 1000, plays: Infinity });
    expect(animationOf(readFileSync(join(folder, 'once.png')))).toEqual({ loopMs: 1000, plays: 1 });
  });

  it('times a frame of 10 ms or less as browsers show it, for 100 ms', () => {
    expect(animationOf(gif([0, 1, 2, 50]))).toEqual({ loopMs: 100 + 100 + 20 + 500, plays: 1 });
  });

  it('plays a GIF once without a loop, and its loop count after the first play with one', () => {
    expect(animationOf(gif([10, 10]))?.plays).toBe(1);
    expect(animationOf(gif([10, 10], 0))?.plays).toBe(Infinity);
    expect(animationOf(gif([10, 10], 4))?.plays).toBe(5);
  });

  it('finds nothing that moves in a picture of one frame, or a PNG or WebP without frames', () => {
    expect(animationOf(gif([500], 0))).toBeNull();
    expect(animationOf(readFileSync(fileURLToPath(new URL('../../fixtures/site/gamma/settings-screen.png', import.meta.url))))).toBeNull();
    expect(animationOf(readFileSync(fileURLToPath(new URL('../../fixtures/rules/image-data/content/whole.webp', import.meta.url))))).toBeNull();
  });
});
