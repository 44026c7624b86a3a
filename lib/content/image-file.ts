/**
 * What an image file under content/ is, read from its bytes (never from its name): its format and
 * its size in pixels. Read synchronously from the header, so the content check and the renderer
 * know both without decoding the picture.
 */
export const IMAGE_EXTENSIONS = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  webp: 'webp',
  gif: 'gif',
  svg: 'svg',
} as const;

export type ImageFormat = (typeof IMAGE_EXTENSIONS)[keyof typeof IMAGE_EXTENSIONS];

export interface ImageHeader {
  format: ImageFormat;
  /** Null for an SVG that states neither its size nor a viewBox. */
  width: number | null;
  height: number | null;
  /** A PNG or WebP with frames (APNG, animated WebP): like a GIF, it is served as it is. */
  animated?: true;
}

const extensionOf = (file: string) => /\.([^./]+)$/.exec(file)?.[1]?.toLowerCase() ?? '';

/** The format the file's name promises, or null when it is no image the site publishes. */
export function formatOfName(file: string): ImageFormat | null {
  return Object.hasOwn(IMAGE_EXTENSIONS, extensionOf(file)) ? IMAGE_EXTENSIONS[extensionOf(file) as keyof typeof IMAGE_EXTENSIONS] : null;
}

const startsWith = (bytes: Buffer, text: string, at = 0) => bytes.toString('latin1', at, at + text.length) === text;

function jpegSize(bytes: Buffer): [number, number] | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // Start-of-frame markers C0–CF, except DHT (C4), JPG (C8) and DAC (CC), carry the size.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) return [bytes.readUInt16BE(at + 7), bytes.readUInt16BE(at + 5)];
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return null;
}

/** The size a WebP image chunk (`VP8 ` lossy or `VP8L` lossless) starting at `at` encodes, or null for another chunk. */
export function webpImageSize(bytes: Buffer, at: number): [number, number] | null {
  if (at + 18 > bytes.length) return null;
  if (startsWith(bytes, 'VP8 ', at)) return [bytes.readUInt16LE(at + 14) & 0x3fff, bytes.readUInt16LE(at + 16) & 0x3fff];
  if (startsWith(bytes, 'VP8L', at)) {
    const bits = bytes.readUInt32LE(at + 9);
    return [(bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1];
  }
  return null;
}

function webpSize(bytes: Buffer): [number, number] | null {
  if (bytes.length < 30) return null;
  // An extended file states its canvas; a simple one is its one image.
  if (startsWith(bytes, 'VP8X', 12)) return [bytes.readUIntLE(24, 3) + 1, bytes.readUIntLE(27, 3) + 1];
  return webpImageSize(bytes, 12);
}

/** An APNG holds an `acTL` chunk before its image data. */
function pngAnimated(bytes: Buffer): boolean {
  for (let at = 8; at + 8 <= bytes.length; at += 12 + bytes.readUInt32BE(at)) {
    if (startsWith(bytes, 'acTL', at + 4)) return true;
    if (startsWith(bytes, 'IDAT', at + 4)) return false;
  }
  return false;
}

/** An animated WebP sets the animation flag of its VP8X header. */
const webpAnimated = (bytes: Buffer) => startsWith(bytes, 'VP8X', 12) && (bytes[20]! & 0x02) !== 0;

/** The root `<svg …>` tag, after an optional XML declaration, doctype and comments. */
const SVG_ROOT = /^\uFEFF?\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>\s*)*<svg\b([^>]*)>/i;

function svgSize(attributes: string): [number, number] | [null, null] {
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']\\s*([\\d.]+)(?:px)?\\s*["']`).exec(attributes)?.[1];
  const [width, height] = [attribute('width'), attribute('height')].map(Number);
  if (width! > 0 && height! > 0) return [Math.round(width!), Math.round(height!)];
  const viewBox = /\sviewBox\s*=\s*["']([^"']*)["']/.exec(attributes)?.[1]?.trim().split(/[\s,]+/).map(Number);
  if (viewBox?.length === 4 && viewBox[2]! > 0 && viewBox[3]! > 0) return [Math.round(viewBox[2]!), Math.round(viewBox[3]!)];
  return [null, null];
}

/** The format and size the bytes hold, or null when they are none of the published formats. */
export function readImageHeader(bytes: Buffer): ImageHeader | null {
  const sized = (format: ImageFormat, size: [number, number] | [null, null] | null, animated = false): ImageHeader | null =>
    size ? { format, width: size[0], height: size[1], ...(animated ? { animated: true as const } : {}) } : null;
  if (bytes.length >= 24 && startsWith(bytes, '\x89PNG\r\n\x1a\n') && startsWith(bytes, 'IHDR', 12)) return sized('png', [bytes.readUInt32BE(16), bytes.readUInt32BE(20)], pngAnimated(bytes));
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return sized('jpeg', jpegSize(bytes));
  if (bytes.length >= 16 && startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)) return sized('webp', webpSize(bytes), webpAnimated(bytes));
  if (bytes.length >= 10 && (startsWith(bytes, 'GIF87a') || startsWith(bytes, 'GIF89a'))) return sized('gif', [bytes.readUInt16LE(6), bytes.readUInt16LE(8)]);
  const root = SVG_ROOT.exec(bytes.toString('utf8', 0, Math.min(bytes.length, 64_000)));
  return root ? sized('svg', svgSize(root[1]!)) : null;
}

// GIF: https://www.w3.org/Graphics/GIF/spec-gif89a.txt, 18 onwards.
/** The bytes of the colour table a GIF screen or frame descriptor's `flags` announce after it. */
const gifColourTableBytes = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);

/** Where the GIF sub-blocks starting at `from` end (past their terminator), or -1 when the file ends first. */
function gifSubBlocksEnd(bytes: Buffer, from: number): number {
  let at = from;
  while (at < bytes.length && bytes[at] !== 0) at += 1 + bytes[at]!;
  return at < bytes.length ? at + 1 : -1;
}

/**
 * A GIF's blocks after its screen, in order, each where it starts: extensions (`0x21`, then their
 * label) and frames (an image descriptor, `0x2c`). Returns how the walk ended: at the trailer, at
 * the end of the file before it (`cut`), or at a block that is neither (`damaged`).
 */
export function* gifBlocks(bytes: Buffer): Generator<{ kind: 'extension' | 'frame'; at: number }, 'trailer' | 'cut' | 'damaged'> {
  let at = 13 + gifColourTableBytes(bytes[10]!);
  while (at < bytes.length) {
    const block = bytes[at]!;
    if (block === 0x3b) return 'trailer';
    if (block === 0x21) {
      yield { kind: 'extension', at };
      at = gifSubBlocksEnd(bytes, at + 2);
    } else if (block === 0x2c) {
      if (at + 10 > bytes.length) return 'cut';
      yield { kind: 'frame', at };
      // Past the descriptor, its colour table and the LZW code size byte.
      at = gifSubBlocksEnd(bytes, at + 10 + gifColourTableBytes(bytes[at + 9]!) + 1);
    } else {
      return 'damaged';
    }
    if (at === -1) return 'cut';
  }
  return 'cut';
}
