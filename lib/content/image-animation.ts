/**
 * How long an animated image moves before it stops by itself, read synchronously from its frame
 * timings and loop count (no pixel is decoded): a GIF's graphic control extensions and NETSCAPE2.0
 * loop, an APNG's fcTL delays and acTL plays, an animated WebP's ANMF durations and ANIM loops.
 * Where browsers read a file differently, the longest reading counts: a frame of 10 ms or less
 * plays for 100 ms (Chromium and Firefox alike; an APNG's delay in whole ms first), a GIF's loop
 * count repeats after the first play and Firefox takes any loop sub-block (its id's low three bits
 * 1) of a well-formed loop block, an APNG's and a WebP's first acTL and ANIM count (libpng and
 * libwebp skip later ones), and nothing past a WebP's RIFF size.
 */
import { gifBlocks, type ImageHeader } from './image-file';

interface Animation {
  /** One play of every frame, in ms, as browsers time it. */
  loopMs: number;
  /** How many times it plays; Infinity when it loops forever. */
  plays: number;
}

const frameMs = (ms: number) => (ms <= 10 ? 100 : ms);
/** A loop count as the formats write it: 0 is forever. */
const playsOf = (count: number) => count || Infinity;

/** One play's length in ms over frames of `durations`, or null for a still picture. */
const animation = (durations: readonly number[], plays: number): Animation | null =>
  durations.length < 2 ? null : { loopMs: durations.reduce((sum, ms) => sum + frameMs(ms), 0), plays };

/** The repeat counts in the sub-blocks of a GIF application extension starting at `at`, if it is a loop block. */
function gifLoopCounts(bytes: Buffer, at: number): number[] {
  if (bytes[at + 2] !== 11 || !/^(?:NETSCAPE2\.0|ANIMEXTS1\.0)$/.test(bytes.toString('latin1', at + 3, at + 14))) return [];
  const counts: number[] = [];
  for (let sub = at + 14; sub < bytes.length && bytes[sub] !== 0; sub += 1 + bytes[sub]!) {
    if (bytes[sub]! >= 3 && sub + 4 <= bytes.length && (bytes[sub + 1]! & 0x07) === 1) counts.push(bytes.readUInt16LE(sub + 2));
  }
  return counts;
}

// GIF: the spec's 23 (graphic control), and the NETSCAPE2.0 application extension for loops.
function gifAnimation(bytes: Buffer): Animation | null {
  const durations: number[] = [];
  const repeats: number[] = [];
  let delay = 0;
  for (const { kind, at } of gifBlocks(bytes)) {
    if (kind === 'frame') {
      durations.push(delay);
      delay = 0;
    } else if (bytes[at + 1] === 0xf9 && bytes[at + 2]! >= 4 && at + 6 <= bytes.length) {
      delay = 10 * bytes.readUInt16LE(at + 4);
    } else if (bytes[at + 1] === 0xff) {
      repeats.push(...gifLoopCounts(bytes, at));
    }
  }
  return animation(durations, repeats.length === 0 ? 1 : Math.max(...repeats.map((count) => (count === 0 ? Infinity : count + 1))));
}

// APNG: https://www.w3.org/TR/png-3/#acTL-chunk and #fcTL-chunk.
function pngAnimation(bytes: Buffer): Animation | null {
  const durations: number[] = [];
  let plays: number | null = null;
  for (let at = 8; at + 12 <= bytes.length; at += 12 + bytes.readUInt32BE(at)) {
    const type = bytes.toString('latin1', at + 4, at + 8);
    const data = at + 8;
    if (type === 'acTL' && plays === null && data + 8 <= bytes.length) plays = playsOf(bytes.readUInt32BE(data + 4));
    if (type === 'fcTL' && data + 26 <= bytes.length) durations.push(Math.trunc((1000 * bytes.readUInt16BE(data + 20)) / (bytes.readUInt16BE(data + 22) || 100)));
    if (type === 'IEND') break;
  }
  return animation(durations, plays ?? 1);
}

// Animated WebP: https://developers.google.com/speed/webp/docs/riff_container#animation
function webpAnimation(bytes: Buffer): Animation | null {
  const durations: number[] = [];
  let plays: number | null = null;
  const end = Math.min(bytes.length, 8 + bytes.readUInt32LE(4));
  for (let at = 12; at + 8 <= end; at += 8 + bytes.readUInt32LE(at + 4) + (bytes.readUInt32LE(at + 4) % 2)) {
    const type = bytes.toString('latin1', at, at + 4);
    if (type === 'ANIM' && plays === null && at + 14 <= end) plays = playsOf(bytes.readUInt16LE(at + 12));
    if (type === 'ANMF' && at + 24 <= end) durations.push(bytes.readUIntLE(at + 20, 3));
  }
  return animation(durations, plays ?? 1);
}

/** How an image moves, or null when it is a still picture (one frame, or not a format that moves). */
export function imageAnimation(bytes: Buffer, { format, animated }: ImageHeader): Animation | null {
  if (format === 'gif') return gifAnimation(bytes);
  if (format === 'png' && animated) return pngAnimation(bytes);
  if (format === 'webp' && animated) return webpAnimation(bytes);
  return null;
}
