/** GIF files written byte by byte: 1 × 1 px frames, each black, with the timing a test needs. */

/**
 * An animated GIF whose frames show for `delays` (in hundredths of a second), with a NETSCAPE2.0
 * loop repeating it `repeats` times after the first play (0: forever), or none when not given.
 */
export function gifFile(delays: readonly number[], repeats?: number): Buffer {
  const screen = [...Buffer.from('GIF89a', 'latin1'), 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255];
  const loop = repeats === undefined ? [] : [0x21, 0xff, 11, ...Buffer.from('NETSCAPE2.0', 'latin1'), 3, 1, repeats & 0xff, repeats >> 8, 0];
  // A graphic control extension with the frame's delay, then the frame: LZW codes clear, 0, end.
  const frames = delays.flatMap((delay) => [0x21, 0xf9, 4, 0, delay & 0xff, delay >> 8, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0]);
  return Buffer.from([...screen, ...loop, ...frames, 0x3b]);
}
