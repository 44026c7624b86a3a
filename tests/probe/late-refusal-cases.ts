/**
 * The reliability review's cases (reliability-cases-2026-11-27.tsv, issue 44) that the content
 * check passed and the build then refused late, naming no page, or published where the site's own
 * files are: broken and oversized images, old routes on the build's own paths or too deep for it,
 * and names the system cannot hold.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pngFile as png } from '../helpers/png-file';
import { type ContentCase, page, PROBE_PAGE, put } from './content-cases';

/** A JPEG start and frame header declaring `width` × `height`, then the end: no scan data. */
function jpegWithoutScan(width: number, height: number): Buffer {
  const frame = Buffer.from([0xff, 0xc0, 0, 11, 8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), frame, Buffer.from([0xff, 0xd9])]);
}

/** A GIF on a `width` × `height` screen with one 1 × 1 frame (the review's 62-byte screen bomb). */
function gifScreen(width: number, height: number): Buffer {
  const screen = Buffer.from([0, 0, 0, 0, 0, 0, 0]);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  return Buffer.concat([Buffer.from('GIF89a', 'latin1'), screen, Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x4c, 0x01, 0, 0x3b])]);
}

/**
 * The image `name` beside the probe page, which shows it: its problems are reported at the page's
 * line that shows it, or at the image file itself when its name is refused (`at: 'file'`).
 */
function image(name: string, bytes: (content: string) => Buffer, outcome: ContentCase['outcome'] = 'refuse', at: 'page' | 'file' = 'page'): ContentCase {
  const file = `alpha/${name}`;
  return {
    name: `image ${name}`,
    outcome,
    at: at === 'page' ? PROBE_PAGE : file,
    line: at === 'page',
    write: (content) => {
      put(content, file, bytes(content));
      put(content, PROBE_PAGE, page({ body: `![The probe image, a picture used to test the image checks](<./${name}>)` }));
    },
  };
}

/** The fixture site's own screenshot, whole or cut after `keep(its length)` bytes. */
const fixturePng = (keep: (length: number) => number = (length) => length) => (content: string) => {
  const bytes = readFileSync(join(content, 'gamma/settings-screen.png'));
  return bytes.subarray(0, keep(bytes.length));
};

function oldRoute(name: string, route: string): ContentCase {
  return { name: `redirect_from ${name}`, outcome: 'refuse', at: PROBE_PAGE, line: true, write: (content) => put(content, PROBE_PAGE, page({ frontmatter: `redirect_from:\n  - ${route}\n` })) };
}

function pageNamed(name: string, file: string): ContentCase {
  return { name, outcome: 'refuse', at: file, line: false, write: (content) => put(content, file, page({})) };
}

export const lateRefusalCases: readonly ContentCase[] = [
  image('png-tall-header-only.png', () => png(4_000, 1_000_000, null)),
  image('jpeg-tall-header-only.jpg', () => jpegWithoutScan(4_000, 60_000)),
  image('jpeg-no-scan.jpg', () => jpegWithoutScan(400, 300)),
  image('gif-screen-bomb.gif', () => gifScreen(4_000, 65_535)),
  image('png-truncated-header.png', fixturePng(() => 40)),
  image('png-truncated.png', fixturePng((length) => Math.floor(length / 2))),
  image('png-zero-size.png', () => png(0, 0, 0)),
  image('png-short-rows.png', () => png(400, 300, 100)),
  image('png-17-megapixels.png', () => png(4_000, 4_250, null)),
  image('png-whole.png', fixturePng(), 'publish'),
  image('My Shot.png', fixturePng(), 'refuse', 'file'),
  oldRoute('/icon.svg', '/icon.svg'),
  oldRoute('/__next._index.txt', '/__next._index.txt'),
  oldRoute('a page payload file', '/alpha/install/__next._tree.txt'),
  oldRoute('/_images/x.png', '/_images/x.png'),
  oldRoute('/404.html/x', '/404.html/x'),
  oldRoute('/alpha.html/x (below a page file)', '/alpha.html/x'),
  oldRoute('/alpha.txt (a page payload)', '/alpha.txt'),
  oldRoute('a 300-character segment', `/${'a'.repeat(300)}`),
  oldRoute('a route 1,900 segments deep', '/a'.repeat(1_900)),
  oldRoute('a route 17 segments deep', '/a'.repeat(17)),
  { ...oldRoute('a route 16 segments deep (the limit)', '/old'.repeat(16)), outcome: 'publish' },
  pageNamed('a 250-character file name', `alpha/${'n'.repeat(250)}.md`),
  {
    name: 'a file name in Latin-1 bytes (café.md)',
    outcome: 'refuse',
    // Named with its byte escaped, as ls does: 0xE9 is no UTF-8 (lib/content/check.ts nameAsText).
    at: 'alpha/caf\\xE9.md',
    line: false,
    write: (content) => writeFileSync(Buffer.concat([Buffer.from(join(content, 'alpha/caf')), Buffer.from([0xe9]), Buffer.from('.md')]), page({})),
  },
];
