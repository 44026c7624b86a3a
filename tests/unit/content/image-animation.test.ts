/**
 * How long an animated image moves (lib/content/image-animation.ts), read from its bytes without
 * decoding it: checked against libvips' own reading of the same files (sharp's metadata), and
 * against browsers' timing of frames too short to show.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageAnimation } from '@/lib/content/image-animation';
import { readImageHeader } from '@/lib/content/image-file';
import { gifFile as gif } from '@/tests/helpers/gif-file';

const folder = fileURLToPath(new URL('../../fixtures/rules/image-motion/content', import.meta.url));
const animationOf = (bytes: Buffer) => imageAnimation(bytes, readImageHeader(bytes)!);
const fixture = (name: string) => readFileSync(join(folder, name));

/** A GIF of two 1 s frames with `blocks` (extensions, as bytes) before its frames. */
const gifWith = (...blocks: number[][]) => {
  const plain = gif([100, 100]);
  return Buffer.concat([plain.subarray(0, 19), ...blocks.map((block) => Buffer.from(block)), plain.subarray(19)]);
};
/** A GIF application extension: its header's length byte, its name, then its sub-blocks. */
const application = (headerLength: number, name: string, ...subBlocks: number[][]) => [0x21, 0xff, headerLength, ...Buffer.from(name, 'latin1'), ...subBlocks.flat(), 0];

/** The fixture's two-frame APNG with each frame's delay `numerator`/`denominator` s, and `plays` in a second acTL after the first. */
function apngWith(numerator: number, denominator: number, secondPlays?: number): Buffer {
  const png = fixture('once.png');
  const chunks = [png.subarray(0, 8)];
  for (let at = 8; at < png.length; at += 12 + png.readUInt32BE(at)) {
    const chunk = Buffer.from(png.subarray(at, at + 12 + png.readUInt32BE(at)));
    const type = chunk.toString('latin1', 4, 8);
    if (type === 'fcTL') {
      chunk.writeUInt16BE(numerator, 8 + 20);
      chunk.writeUInt16BE(denominator, 8 + 22);
      chunk.writeUInt32BE(crc32(chunk.subarray(4, chunk.length - 4)), chunk.length - 4);
    }
    chunks.push(chunk);
    if (type === 'acTL' && secondPlays !== undefined) {
      const second = Buffer.from(chunk);
      second.writeUInt32BE(secondPlays, 8 + 4);
      second.writeUInt32BE(crc32(second.subarray(4, second.length - 4)), second.length - 4);
      chunks.push(second);
    }
  }
  return Buffer.concat(chunks);
}

/** A WebP ANIM chunk whose loop count is `loops`. */
const animChunk = (loops: number) => Buffer.from([...Buffer.from('ANIM', 'latin1'), 6, 0, 0, 0, 0, 0, 0, 0, loops & 0xff, loops >> 8]);

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

  it('reads the longest loop any browser reads in a GIF: a second loop block, a loop sub-block Firefox reads by its low bits, not a block of another header length', () => {
    const forever = [3, 1, 0, 0];
    expect(animationOf(gifWith(application(11, 'NETSCAPE2.0', forever), application(11, 'NETSCAPE2.0', [3, 1, 1, 0])))?.plays).toBe(Infinity);
    expect(animationOf(gifWith(application(11, 'NETSCAPE2.0', [3, 9, 0, 0])))?.plays).toBe(Infinity);
    expect(animationOf(gifWith(application(11, 'NETSCAPE2.0', [5, 2, 0, 0, 0, 0], forever)))?.plays).toBe(Infinity);
    expect(animationOf(gifWith(application(11, 'ANIMEXTS1.0', forever)))?.plays).toBe(Infinity);
    expect(animationOf(gifWith(application(12, 'NETSCAPE2.0X', forever)))?.plays).toBe(1);
  });

  it('reads no delay from a graphic control extension too short to hold one', () => {
    const plain = gif([100, 100]);
    // The first frame's extension with a length byte of 0, which also ends it.
    const short = Buffer.concat([plain.subarray(0, 21), Buffer.from([0]), plain.subarray(27)]);
    // A screen 300 px wide and the frame at x = 250: bytes a reader of four delay bytes would take for 2.5 s.
    short.writeUInt16LE(300, 6);
    short.writeUInt16LE(250, 23);
    expect(animationOf(short)).toEqual({ loopMs: 100 + 1000, plays: 1 });
  });

  it('times an APNG frame in whole ms as browsers do, and counts its first acTL, which libpng keeps', () => {
    // 1/95 s is 10.5 ms, which browsers cut to 10 and then show for 100.
    expect(animationOf(apngWith(1, 95))).toEqual({ loopMs: 200, plays: 1 });
    expect(animationOf(apngWith(1, 2, 0))).toEqual({ loopMs: 1000, plays: 1 });
    const foreverFirst = apngWith(1, 2);
    foreverFirst.writeUInt32BE(0, 8 + 25 + 8 + 4);
    foreverFirst.writeUInt32BE(crc32(foreverFirst.subarray(8 + 25 + 4, 8 + 25 + 16)), 8 + 25 + 16);
    expect(animationOf(foreverFirst)?.plays).toBe(Infinity);
  });

  it('counts a WebP’s first ANIM, which libwebp keeps, and nothing past its RIFF size', () => {
    const forever = fixture('forever.webp');
    const withSecond = Buffer.concat([forever, animChunk(1)]);
    withSecond.writeUInt32LE(withSecond.length - 8, 4);
    expect(animationOf(withSecond)?.plays).toBe(Infinity);
    const once = fixture('once.webp');
    const pastTheEnd = Buffer.concat([once, animChunk(0)]);
    expect(animationOf(pastTheEnd)?.plays).toBe(1);
  });

  it('finds nothing that moves in a picture of one frame, or a PNG or WebP without frames', () => {
    expect(animationOf(gif([500], 0))).toBeNull();
    expect(animationOf(readFileSync(fileURLToPath(new URL('../../fixtures/site/gamma/settings-screen.png', import.meta.url))))).toBeNull();
    expect(animationOf(readFileSync(fileURLToPath(new URL('../../fixtures/rules/image-data/content/whole.webp', import.meta.url))))).toBeNull();
  });
});
