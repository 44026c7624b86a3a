import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '@/lib/site-config';

const out = 'out';
// The docs pages: not the not-found page, the CMS's admin page or the designers' page, none of them for sharing.
const pages = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html') && !['404.html', 'admin.html', 'design-tokens.html'].includes(file));
const metaContent = (html: string, attribute: string, name: string) =>
  new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];

describe('social cards in the export', () => {
  it.each(pages)('%s names an og:image and a twitter:image on the production origin, a 1200×630 PNG in the export', async (file) => {
    const html = readFileSync(join(out, file), 'utf8');
    const image = metaContent(html, 'property', 'og:image');
    expect(image).toMatch(new RegExp(`^${siteConfig.url}/og/.+\\.png$`));
    expect(metaContent(html, 'name', 'twitter:image')).toBe(image);
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'property', 'og:site_name')).toBe(siteConfig.title);
    const path = join(out, new URL(image!).pathname);
    expect(existsSync(path), path).toBe(true);
    const { format, width, height } = await sharp(readFileSync(path)).metadata();
    expect({ format, width, height }).toEqual({ format: 'png', width: 1200, height: 630 });
  });
});
