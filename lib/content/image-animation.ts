/**
 * How long an animated image moves before it stops by itself, read synchronously from its frame
 * timings and loop count (no pixel is decoded): a GIF's graphic control extensions and NETSCAPE2.0
 * loop, an APNG's fcTL delays and acTL plays, an animated WebP's ANMF durations and ANIM loops.
 * Browsers play a frame of 10 ms or less for 100 ms (Chromium and Firefox alike), and repeat a
 * GIF's loop count after the first play.
 */
import { gifColourTableBytes, gifSubBlocksEnd, type ImageHeader } from './image-file';

interface Animation {
  /** One play of every frame, in ms, as browsers time it. */
  loopMs: number;
  /** How many times it plays; Infinity when it loops forever. */
  plays: number;
}

const frameMs = (ms: number) => (ms <= 10 ? 100 : ms);

/** One play's length in ms over frames of `durations`, or null for a still picture. */
const animation = (durations: readonly number[], plays: number): Animation | null =>
  durations.length < 2 ? null : { loopMs: durations.reduce((sum, ms) => sum + frameMs(ms), 0), plays };

// GIF: the spec's 23 (graphic control), and the NETSCAPE2.0 application extension for loops.
function gifAnimation(bytes: Buffer): Animation | null {
  const durations: number[] = [];
  let plays = 1;
  let delay = 0;
  let at = 13 + gifColourTableBytes(bytes[10]!);
  while (at !== -1 && at < bytes.length && bytes[at] !== 0x3b) {
    const block = bytes[at]!;
    let subBlocks = at + 2;
    if (block === 0x21 && bytes[at + 1] === 0xf9 && at + 6 <= bytes.length) {
      delay = 10 * bytes.readUInt16LE(at + 4);
    } else if (block === 0x21 && bytes[at + 1] === 0xff && at + 18 <= bytes.length && /^(?:NETSCAPE2\.0|ANIMEXTS1\.0)$/.test(bytes.toString('latin1', at + 3, at + 14)) && bytes[at + 15] === 1) {
      const repeats = bytes.readUInt16LE(at + 16);
      plays = repeats === 0 ? Infinity : repeats + 1;
    } else if (block === 0x2c) {
      if (at + 10 > bytes.length) break;
      durations.push(delay);
      delay = 0;
      subBlocks = at + 10 + gifColourTableBytes(bytes[at + 9]!) + 1;
    } else if (block !== 0x21) {
      break;
    }
    at = gifSubBlocksEnd(bytes, subBlocks);
  }
  return animation(durations, plays);
}

// APNG: https://www.w3.org/TR/png-3/#acTL-chunk and #fcTL-chunk.
function pngAnimation(bytes: Buffer): Animation | null {
  const durations: number[] = [];
  let plays = 1;
  for (let at = 8; at + 12 <= bytes.length; at += 12 + bytes.readUInt32BE(at)) {
    const type = bytes.toString('latin1', at + 4, at + 8);
    const data = at + 8;
    if (type === 'acTL' && data + 8 <= bytes.length) plays = bytes.readUInt32BE(data + 4) || Infinity;
    if (type === 'fcTL' && data + 26 <= bytes.length) durations.push((1000 * bytes.readUInt16BE(data + 20)) / (bytes.readUInt16BE(data + 22) || 100));
    if (type === 'IEND') break;
  }
  return animation(durations, plays);
}

// Animated WebP: https://developers.google.com/speed/webp/docs/riff_container#animation
function webpAnimation(bytes: Buffer): Animation | null {
  const durations: number[] = [];
  let plays = 1;
  for (let at = 12; at + 8 <= bytes.length; at += 8 + bytes.readUInt32LE(at + 4) + (bytes.readUInt32LE(at + 4) % 2)) {
    const type = bytes.toString('latin1', at, at + 4);
    if (type === 'ANIM' && at + 14 <= bytes.length) plays = bytes.readUInt16LE(at + 12) || Infinity;
    if (type === 'ANMF' && at + 24 <= bytes.length) durations.push(bytes.readUIntLE(at + 20, 3));
  }
  return animation(durations, plays);
}

/** How an image moves, or null when it is a still picture (one frame, or not a format that moves). */
export function imageAnimation(bytes: Buffer, { format, animated }: ImageHeader): Animation | null {
  if (format === 'gif') return gifAnimation(bytes);
  if (format === 'png' && animated) return pngAnimation(bytes);
  if (format === 'webp' && animated) return webpAnimation(bytes);
  return null;
}
