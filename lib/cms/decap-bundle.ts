import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Decap CMS's prebuilt bundle (the `decap-cms` package), served from the site's own origin: the
 * main script, the chunks it loads on demand from beside it (editor modes, image codecs) and its
 * licence notice. Its source maps, many times the bundle's size, stay behind.
 */
const DIST = join('node_modules', 'decap-cms', 'dist');
const SERVED = /^(\d+\.)?decap-cms\.js$|^decap-cms\.js\.LICENSE\.txt$|\.wasm$/;

export const DECAP_SCRIPT = 'decap-cms.js';

export function decapBundleFiles(): string[] {
  return readdirSync(DIST).filter((name) => SERVED.test(name)).sort();
}

export const readDecapFile = (name: string): Buffer => readFileSync(join(DIST, name));
