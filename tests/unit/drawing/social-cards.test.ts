import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { copyIntoExport } from '@/lib/drawing/cache';
import { colorTokens } from '@/tailwind.config';
import { drawSocialCards, layOutCard } from '@/lib/drawing/social-cards';

async function writeSocialCards(dir: string, cards: Parameters<typeof drawSocialCards>[0], cacheDir: string) {
  const { files, ...counts } = await drawSocialCards(cards, cacheDir);
  copyIntoExport(dir, files);
  return counts;
}

const description = 'Write locale-correct plurals, selects, numbers and dates with ICU MessageFormat.';
const text = (title: string, overrides: Partial<{ library: string; description: string }> = {}) => ({ library: 'Glossa', title, description, siteTitle: 'Phosphorous', ...overrides });
const card = (path: string, title: string, overrides: Parameters<typeof text>[1] = {}) => ({ path, source: `content${path}.md`, text: text(title, overrides) });

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');
const overlaps = (a: { top: number; height: number }, b: { top: number; height: number }) => a.top < b.top + b.height && b.top < a.top + a.height;

describe('social cards', () => {
  const out = mkdtempSync(join(tmpdir(), 'cards-out-'));
  const cache = mkdtempSync(join(tmpdir(), 'cards-cache-'));

  it('draws a 1200×630 PNG for each page at its path', { timeout: 30_000 }, async () => {
    const result = await writeSocialCards(out, [card('/og/glossa/concepts/icu.png', 'ICU MessageFormat'), card('/og/index.png', 'Welcome')], cache);
    expect(result).toEqual({ drawn: 2, reused: 0 });
    const { format, width, height } = await sharp(readFileSync(join(out, 'og/glossa/concepts/icu.png'))).metadata();
    expect({ format, width, height }).toEqual({ format: 'png', width: 1200, height: 630 });
  });

  it('draws an indexed PNG in the site\'s colours: bands, background, and each text in its own', { timeout: 30_000 }, async () => {
    const png = readFileSync(join(out, 'og/glossa/concepts/icu.png'));
    expect((await sharp(png).metadata()).isPalette).toBe(true);
    const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => `#${data.subarray((y * 1200 + x) * 3, (y * 1200 + x) * 3 + 3).toString('hex')}`;
    expect([pixel(600, 8), pixel(1190, 300), pixel(1190, 600)]).toEqual([colorTokens.light.accent, colorTokens.light.bg, colorTokens.light.surface]);
    const layers = await layOutCard(text('ICU MessageFormat'));
    const colours = { library: colorTokens.light.accent, title: colorTokens.light.fg, description: colorTokens.light.muted, site: colorTokens.light.fg };
    for (const { layer } of layers) {
      const inBox = Array.from({ length: layer.width * layer.height }, (_, index) => pixel(layer.left + (index % layer.width), layer.top + Math.floor(index / layer.width)));
      // Fully covered pixels in the text's colour; the anti-aliased ones between it and the colour under it.
      expect(inBox, layer.name).toContain(colours[layer.name]);
      const under = layer.name === 'site' ? colorTokens.light.surface : colorTokens.light.bg;
      const channels = (colour: string) => [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16));
      for (const colour of new Set(inBox)) {
        for (const [index, channel] of channels(colour).entries()) {
          const ends = [channels(under)[index]!, channels(colours[layer.name])[index]!];
          expect(channel, `${layer.name}: ${colour}`).toBeGreaterThanOrEqual(Math.min(...ends));
          expect(channel, `${layer.name}: ${colour}`).toBeLessThanOrEqual(Math.max(...ends));
        }
      }
    }
  });

  it('reuses a card whose inputs did not change, draws one whose title did, and forgets the old one', { timeout: 30_000 }, async () => {
    const before = statSync(join(out, 'og/index.png')).size;
    const result = await writeSocialCards(out, [card('/og/glossa/concepts/icu.png', 'ICU MessageFormat'), card('/og/index.png', 'Welcome to Phosphorous')], cache);
    expect(result).toEqual({ drawn: 1, reused: 1 });
    expect(statSync(join(out, 'og/index.png')).size).not.toBe(before);
    expect(readdirSync(cache)).toHaveLength(2);
  });

  it('draws a 1200×630 card for a 2,200-character title, a 2,000-character description and a library name that would wrap', { timeout: 60_000 }, async () => {
    const long = card('/og/long.png', 'Title '.repeat(367).slice(0, 2200), { description: 'Description '.repeat(167).slice(0, 2000), library: 'Library '.repeat(40) });
    const result = await writeSocialCards(out, [long], cache);
    expect(result).toEqual({ drawn: 1, reused: 0 });
    const { width, height } = await sharp(readFileSync(join(out, 'og/long.png'))).metadata();
    expect({ width, height }).toEqual({ width: 1200, height: 630 });
  });

  it('cuts a title, a description and a library label that do not fit at a word, ends them with an ellipsis, and keeps the texts apart', { timeout: 60_000 }, async () => {
    const layers = await layOutCard(text(words(400), { description: words(400), library: words(60) }));
    for (const { layer } of layers.filter(({ layer }) => layer.name !== 'site')) expect(layer.text, layer.name).toMatch(/word\d+…$/i);
    for (const [index, { layer }] of layers.entries()) {
      expect(layer.left + layer.width, layer.name).toBeLessThanOrEqual(1200);
      expect(layer.top + layer.height, layer.name).toBeLessThanOrEqual(630);
      for (const { layer: other } of layers.slice(index + 1)) expect(overlaps(layer, other), `${layer.name} overlaps ${other.name}`).toBe(false);
    }
  });

  it('breaks a single word longer than the card instead of drawing past its edge', { timeout: 30_000 }, async () => {
    const [, title] = await layOutCard(text('x'.repeat(500)));
    expect(title!.layer.width).toBeLessThanOrEqual(1040);
    expect(title!.layer.text).toMatch(/^x+…$/);
  });

  it('draws a title that fits in full, without an ellipsis', { timeout: 30_000 }, async () => {
    const [, title, descriptionLayer] = await layOutCard(text('ICU MessageFormat'));
    expect(title!.layer.text).toBe('ICU MessageFormat');
    expect(descriptionLayer!.layer.text).toBe(description);
  });

  it('names the page whose card could not be drawn', { timeout: 30_000 }, async () => {
    const failing = () => Promise.reject(new Error('Image to composite must have same dimensions or smaller'));
    await expect(drawSocialCards([card('/og/broken.png', 'Broken')], mkdtempSync(join(tmpdir(), 'cards-cache-')), failing)).rejects.toThrow(/^content\/og\/broken\.png\.md: its social card \/og\/broken\.png could not be drawn/);
  });
});
