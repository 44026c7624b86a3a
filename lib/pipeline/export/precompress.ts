import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { isSegmentPayloadFile } from '../../next-internals';
import { RESERVED_ROUTES } from '../../navigation/reserved-routes';

/**
 * Writes compressed copies beside the export's text files, once per build: nginx (brotli_static,
 * gzip_static) and GitLab Pages serve them as they are, so no server compresses on each request.
 *
 * `x.br` for every text file; `x.gz` too for every one but Next's page payloads (a route's
 * segment files and its whole-route `<route>.txt`) and the page content files
 * (`page-content/**.txt`), which a browser fetches only once it runs the site's JavaScript, so it
 * asks for brotli (every current browser does): a gzip copy of them would grow with every page of
 * the site for no reader. nginx gzips them on the fly for a client without brotli.
 *
 * Brotli quality 6, not 10 or 11, and gzip at zlib's default level 6, not 9: the higher levels cost
 * a large share of a big site's build for a few percent fewer bytes. A copy that would not be
 * smaller is not written.
 */
const COMPRESSIBLE = /\.(html|txt|md|js|css|json|svg|xml)$/;

/** What a page's client navigation fetches: Next's payload files (beside the page, or in its folder) and its content file. */
const isPagePayload = (file: string, files: ReadonlySet<string>) =>
  isSegmentPayloadFile(file) || (file.endsWith('.txt') && files.has(file.replace(/\.txt$/, '.html'))) || (file.startsWith(`${RESERVED_ROUTES.pageContents.slice(1)}/`) && file.endsWith('.txt'));
/** The compressed copies written beside a file, `x.br` and `x.gz`. */
export const COMPRESSED_COPY_SUFFIXES = ['.br', '.gz'] as const;
const [BROTLI_SUFFIX, GZIP_SUFFIX] = COMPRESSED_COPY_SUFFIXES;
const BROTLI_QUALITY = 6;
const GZIP_LEVEL = 6;
// Enough to keep libuv's thread pool busy without holding every file of a large site in memory.
const FILES_IN_FLIGHT = 16;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compresses the export in `dir`; `inMemory` holds files the build has as text already (`/x.html` →
 * its text), which are not read again; files for which `leaveOut` is true (paths relative to `dir`)
 * are left for later.
 */
export async function precompress(dir: string, inMemory: ReadonlyMap<string, string> = new Map(), leaveOut: (file: string) => boolean = () => false) {
  const listed = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  const everyFile = new Set(listed);
  const files = listed.filter((file) => COMPRESSIBLE.test(file) && !leaveOut(file) && statSync(join(dir, file)).isFile());
  if (files.length === 0) throw new Error(`No text files to compress in ${dir}.`);
  const result = { files: files.length, bytes: 0, brotliBytes: 0, gzipFiles: 0 };
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      const path = join(dir, file);
      const held = inMemory.get(`/${file}`);
      const raw = held === undefined ? readFileSync(path) : Buffer.from(held);
      const br = await brotliAsync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
      result.bytes += raw.length;
      if (br.length < raw.length) writeFileSync(`${path}${BROTLI_SUFFIX}`, br);
      result.brotliBytes += Math.min(br.length, raw.length);
      if (isPagePayload(file, everyFile)) continue;
      const gz = await gzipAsync(raw, { level: GZIP_LEVEL });
      if (gz.length >= raw.length) continue;
      writeFileSync(`${path}${GZIP_SUFFIX}`, gz);
      result.gzipFiles += 1;
    }
  };
  await Promise.all(Array.from({ length: FILES_IN_FLIGHT }, worker));
  return result;
}
