import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { copySocialCards, drawSocialCards } from '@/lib/build/social-cards';

async function writeSocialCards(dir: string, cards: Parameters<typeof drawSocialCards>[0], cacheDir: string) {
  const { files, ...counts } = await drawSocialCards(cards, cacheDir);
  copySocialCards(dir, files);
  return counts;
}

const card = (path: string, title: string) => ({
  path,
  text: { library: 'Glossa', title, description: 'Write locale-correct plurals, selects, numbers and dates with ICU MessageFormat.', siteTitle: 'Phosphorous' },
});

describe('social cards', () => {
  const out = mkdtempSync(join(tmpdir(), 'cards-out-'));
  const cache = mkdtempSync(join(tmpdir(), 'cards-cache-'));

  it('draws a 1200×630 PNG for each page at its path', { timeout: 30_000 }, async () => {
    const result = await writeSocialCards(out, [card('/og/glossa/concepts/icu.png', 'ICU MessageFormat'), card('/og/index.png', 'Welcome')], cache);
    expect(result).toEqual({ drawn: 2, reused: 0 });
    const { format, width, height } = await sharp(readFileSync(join(out, 'og/glossa/concepts/icu.png'))).metadata();
    expect({ format, width, height }).toEqual({ format: 'png', width: 1200, height: 630 });
  });

  it('reuses a card whose inputs did not change, draws one whose title did, and forgets the old one', { timeout: 30_000 }, async () => {
    const before = statSync(join(out, 'og/index.png')).size;
    const result = await writeSocialCards(out, [card('/og/glossa/concepts/icu.png', 'ICU MessageFormat'), card('/og/index.png', 'Welcome to Phosphorous')], cache);
    expect(result).toEqual({ drawn: 1, reused: 1 });
    expect(statSync(join(out, 'og/index.png')).size).not.toBe(before);
    expect(readdirSync(cache)).toHaveLength(2);
  });
});
