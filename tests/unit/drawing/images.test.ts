import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { copyIntoExport } from '@/lib/drawing/cache';
import { drawImageVariants } from '@/lib/drawing/image-variants';
import { loadFile } from '@/lib/content/load';
import { parseHtml } from '@/tests/unit/helpers/html';
import { pngFile } from '@/tests/helpers/png-file';

const site = join(import.meta.dirname, '../../fixtures/site');

describe('image variants', () => {
  const content = mkdtempSync(join(tmpdir(), 'images-content-'));
  const cache = mkdtempSync(join(tmpdir(), 'images-cache-'));
  const out = mkdtempSync(join(tmpdir(), 'images-out-'));
  afterAll(() => [content, cache, out].forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  cpSync(join(site, 'gamma'), join(content, 'gamma'), { recursive: true });

  it('draws WebP and the source format at 1× and 2× of the column, never wider than the source, and copies SVGs as they are', { timeout: 60_000 }, async () => {
    const drawn = await drawImageVariants(content, cache);
    copyIntoExport(out, drawn.files);
    // settings-screen.png is 1,200 px wide: 800 and 1,200; server-room.jpg 1,600: 800 and 1,600.
    expect({ images: drawn.images, variants: drawn.variants, drawn: drawn.drawn, reused: drawn.reused }).toEqual({ images: 3, variants: 8, drawn: 8, reused: 0 });
    const paths = [...drawn.files.keys()];
    const webp = paths.find((path) => /server-room-[0-9a-f]{16}-1600\.webp$/.test(path))!;
    expect(await sharp(readFileSync(join(out, webp))).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 900 });
    expect(paths.some((path) => path.endsWith('.avif'))).toBe(false);
    expect(paths.filter((path) => path.startsWith('/_images/settings-screen-') && path.endsWith('.png')).map((path) => path.replace(/.*-/, ''))).toEqual(['901a8fc047534dbb.png', '800.png', '1200.png']);
    const svg = paths.find((path) => path.endsWith('.svg'))!;
    expect(readFileSync(join(out, svg), 'utf8')).toBe(readFileSync(join(site, 'gamma/load-order.svg'), 'utf8'));
  });

  it('draws nothing again on a second build, and only the new image\'s variants after it changes', { timeout: 60_000 }, async () => {
    expect(await drawImageVariants(content, cache)).toMatchObject({ drawn: 0, reused: 8 });
    writeFileSync(join(content, 'gamma/settings-screen.png'), await sharp({ create: { width: 400, height: 300, channels: 3, background: '#000' } }).png().toBuffer());
    // 400 px wide: one width (no 2× larger than the source), two formats.
    expect(await drawImageVariants(content, cache)).toMatchObject({ variants: 6, drawn: 2, reused: 4 });
  });
});

describe('images that cannot be decoded', () => {
  const content = mkdtempSync(join(tmpdir(), 'images-damaged-'));
  const cache = mkdtempSync(join(tmpdir(), 'images-damaged-cache-'));
  afterAll(() => [content, cache].forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  // Every chunk well formed, every row naming a filter that does not exist: only decoding finds it.
  it('are each named, one line each, with what to do', { timeout: 60_000 }, async () => {
    for (const name of ['first.png', 'second.png']) writeFileSync(join(content, name), pngFile(64, 64, 64, 7));
    const failure = await drawImageVariants(content, cache).then(() => null, (error: Error) => error.message);
    expect(failure?.split('\n').sort()).toEqual([
      expect.stringMatching(/^content\/first\.png: the image cannot be read \(.+\), so its smaller copies cannot be drawn: .* Export it again from an image editor\.$/),
      expect.stringMatching(/^content\/second\.png: the image cannot be read/),
    ]);
  });
});

describe('an image on a page', () => {
  const html = loadFile(site, 'gamma/images.md').rendered!.html;
  const document = parseHtml(html);
  const images = [...document.querySelectorAll('img')];

  it('holds its room with width and height, and links to the full-size file', () => {
    expect(images.map((img) => [img.getAttribute('width'), img.getAttribute('height')])).toEqual([['800', '450'], ['800', '450'], ['640', '240']]);
    expect(images.map((img) => img.closest('a')!.getAttribute('href'))).toEqual([
      '/_images/settings-screen-901a8fc047534dbb.png',
      '/_images/server-room-c05a9e011fc4d91e.jpg',
      '/_images/load-order-5420c71facf6cf22.svg',
    ]);
  });

  it('loads the image at the top at once with high priority, and the others lazily', () => {
    expect(images.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([[null, 'high'], ['lazy', null], ['lazy', null]]);
  });

  it('offers WebP before the source format, and serves SVGs as files, never inline', () => {
    const sources = [...document.querySelectorAll('picture')].map((picture) => [...picture.querySelectorAll('source')].map((source) => source.getAttribute('type')));
    expect(sources).toEqual([['image/webp'], ['image/webp']]);
    expect(document.querySelector('svg')).toBeNull();
  });

  /** The HTML of a page beside the fixture's images whose body is `body`. */
  function renderedBeside(body: string) {
    const content = mkdtempSync(join(tmpdir(), 'images-page-'));
    try {
      cpSync(join(site, 'gamma'), join(content, 'gamma'), { recursive: true });
      writeFileSync(join(content, 'gamma/page.md'), `---\ntitle: A page\ndescription: A page that shows the settings screen.\n---\n\n${body}\n`);
      return parseHtml(loadFile(content, 'gamma/page.md').rendered!.html);
    } finally {
      rmSync(content, { recursive: true, force: true });
    }
  }
  const alt = 'The settings screen, with the language field filled in';

  it('is the same picture when the page shows it by reference (`![alt][label]`)', () => {
    const shown = renderedBeside(`![${alt}][shot]\n\n[shot]: ./settings-screen.png`);
    expect(shown.querySelector('picture')?.outerHTML).toBe(images[0]!.closest('picture')!.outerHTML);
    expect(shown.querySelector('img')!.closest('a')!.getAttribute('href')).toBe('/_images/settings-screen-901a8fc047534dbb.png');
  });

  it('that is itself a link stays that one link, around its picture, with no full-size link inside it', () => {
    const shown = renderedBeside(`[![${alt}](./settings-screen.png)](/gamma)`);
    expect(shown.querySelectorAll('a a')).toHaveLength(0);
    expect([...shown.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/gamma']);
    expect(shown.querySelector('a > picture > img')?.getAttribute('alt')).toBe(alt);
    // The frame every image has (styles/images.css `.doc-picture`), on the image itself rather than on its full-size link.
    expect([shown.querySelector('img')!, images[0]!].map((img) => img.className)).toEqual(['doc-picture', 'doc-picture']);
  });

  it('captions an image that has a title', () => {
    expect([...document.querySelectorAll('figure figcaption')].map((caption) => caption.textContent)).toEqual(['The settings screen after the first start', 'The load order of three libraries']);
  });
});
