/**
 * The content check reads image data without drawing it (lib/content/image-data.ts); the build
 * draws with sharp. Each fixture image is judged by both: the check refuses exactly the images sharp
 * cannot decode whole, so the check, not the drawing, is where a broken image stops.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageDataProblem } from '@/lib/content/image-data';
import { readImageHeader } from '@/lib/content/image-file';
import { pngFile } from '@/tests/helpers/png-file';

const folders = ['rules/image-data/content', 'rules/image-motion/content', 'site/gamma'].map((folder) => fileURLToPath(new URL(`../../fixtures/${folder}`, import.meta.url)));
// sharp clips a GIF frame to the screen, where browsers grow the screen to the frame: refused for the browsers' sake, below.
const FRAME_OUTSIDE = 'frame-outside.gif';
const images = folders.flatMap((folder) => readdirSync(folder).filter((name) => /\.(png|jpg|gif|webp)$/.test(name) && name !== FRAME_OUTSIDE).map((name) => join(folder, name)));

/** Whether sharp decodes every pixel of the file, as strictly as the build's drawing does. */
async function sharpDecodes(file: string): Promise<boolean> {
  try {
    await sharp(readFileSync(file), { failOn: 'warning', animated: true }).raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}

describe('image data, read without drawing', () => {
  it.each(images.map((file) => [file.split('/fixtures/')[1]!, file]))('agrees with sharp on %s', async (_name, file) => {
    const bytes = readFileSync(file);
    const problem = imageDataProblem(bytes, readImageHeader(bytes)!);
    expect(problem === null, problem ?? 'accepted').toBe(await sharpDecodes(file));
  });

  it('refuses a GIF frame that leaves its screen, which sharp would clip but a browser grows the screen for', () => {
    const bytes = readFileSync(join(folders[0]!, FRAME_OUTSIDE));
    expect(imageDataProblem(bytes, readImageHeader(bytes)!)).toMatch(/^a frame of 40 × 3000 px at 0, 0 lies outside its 40 × 30 screen/);
  });

  it('refuses a PNG whose rows name a filter that does not exist, which only decoding would find', () => {
    const bytes = pngFile(64, 64, 64, 7);
    expect(imageDataProblem(bytes, readImageHeader(bytes)!)).toBe('row 1 of its image data starts with filter type 7, which no decoder reads: export it again');
    const whole = pngFile(64, 64, 64, 4);
    expect(imageDataProblem(whole, readImageHeader(whole)!)).toBeNull();
  });

  it('has broken images to refuse and whole ones to accept', () => {
    const verdicts = images.map((file) => imageDataProblem(readFileSync(file), readImageHeader(readFileSync(file))!) === null);
    expect(verdicts).toContain(true);
    expect(verdicts).toContain(false);
  });
});
