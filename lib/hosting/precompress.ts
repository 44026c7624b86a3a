import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

/**
 * Writes `x.br` beside every text file of the export, once per build: nginx (brotli_static) and
 * GitLab Pages serve those copies as they are, so no server runs brotli on each request. Only
 * brotli: every current browser asks for it, and a gzip copy of every file as well would add a
 * third of the export again (150 MB at 2,000 pages); nginx gzips on the fly for the rest.
 *
 * Quality 6, not 10 or 11: at 2,000 pages quality 10 took 99 s of a 256 s build for a few percent
 * fewer bytes. A copy that would not be smaller is not written.
 */
const COMPRESSIBLE = /\.(html|txt|js|css|json|svg|xml)$/;
const BROTLI_QUALITY = 6;
// Enough to keep libuv's thread pool busy without holding every file of a large site in memory.
const FILES_IN_FLIGHT = 16;

const brotliAsync = promisify(brotliCompress);

interface PrecompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
}

/** `only`: the files to compress (by default every text file). */
export async function precompress(dir: string, only: RegExp = COMPRESSIBLE): Promise<PrecompressResult> {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => only.test(file) && statSync(join(dir, file)).isFile());
  if (files.length === 0) throw new Error(`No text files to compress in ${dir}.`);
  const result: PrecompressResult = { files: files.length, bytes: 0, brotliBytes: 0 };
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const path = join(dir, files[next++]!);
      const raw = readFileSync(path);
      const br = await brotliAsync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
      result.bytes += raw.length;
      if (br.length < raw.length) writeFileSync(`${path}.br`, br);
      result.brotliBytes += Math.min(br.length, raw.length);
    }
  };
  await Promise.all(Array.from({ length: FILES_IN_FLIGHT }, worker));
  return result;
}
