import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * Writes `x.gz` and `x.br` beside every text file of the export, once per build: nginx (gzip_static, brotli_static) and GitLab Pages serve those copies as they are, so no
 * server compresses on each request. A copy that would not be smaller is not written.
 *
 * Brotli quality 10, not 11: measured on this site, 11 saves another 2% of bytes but takes more
 * than twice as long (16 s against 7 s for 5.7 MB on one core), and the build runs twice in CI.
 */
export const COMPRESSIBLE = /\.(html|txt|js|css|json|svg|xml)$/;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export interface PrecompressResult {
  files: number;
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

/** `only`: the files to compress (by default every text file). */
export async function precompress(dir: string, only: RegExp = COMPRESSIBLE): Promise<PrecompressResult> {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => only.test(file) && statSync(join(dir, file)).isFile());
  if (files.length === 0) throw new Error(`No text files to compress in ${dir}.`);
  const result: PrecompressResult = { files: files.length, bytes: 0, gzipBytes: 0, brotliBytes: 0 };
  // zlib's async calls run on libuv's thread pool, so the files are compressed in parallel.
  await Promise.all(
    files.map(async (file) => {
      const path = join(dir, file);
      const raw = readFileSync(path);
      const [gz, br] = await Promise.all([
        gzipAsync(raw, { level: 9 }),
        brotliAsync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
      ]);
      result.bytes += raw.length;
      if (gz.length < raw.length) writeFileSync(`${path}.gz`, gz);
      if (br.length < raw.length) writeFileSync(`${path}.br`, br);
      result.gzipBytes += Math.min(gz.length, raw.length);
      result.brotliBytes += Math.min(br.length, raw.length);
    }),
  );
  return result;
}
