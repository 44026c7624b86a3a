import { mkdirSync, mkdtempSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '@/lib/pipeline/export/precompress';
import { segmentPayloadFile } from '@/lib/next-internals';

const page = `<!doctype html><html><body>${'<p>A paragraph about plural rules.</p>'.repeat(200)}</body></html>`;
const payload = `1:"$Sreact.fragment"\n${'2:["a","b"]\n'.repeat(200)}`;

describe('the compressed copies the build writes', () => {
  let dir = '';
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'glossa'));
    writeFileSync(join(dir, 'glossa', 'icu.html'), page);
    mkdirSync(join(dir, 'glossa', 'icu'));
    writeFileSync(join(dir, segmentPayloadFile('/glossa/icu', 'page')), payload);
    writeFileSync(join(dir, segmentPayloadFile('/glossa', 'root-layout')), payload);
    mkdirSync(join(dir, 'page-content', 'glossa'), { recursive: true });
    writeFileSync(join(dir, 'page-content', 'glossa', 'icu.txt'), payload);
    writeFileSync(join(dir, 'llms.txt'), page);
    writeFileSync(join(dir, 'glossa', 'icu.md'), page);
    writeFileSync(join(dir, 'tiny.css'), 'a{}');
    writeFileSync(join(dir, 'logo.png'), 'not text');
    await precompress(dir);
  });

  it('gives a page a brotli and a gzip copy, each decompressing to the page', () => {
    expect(brotliDecompressSync(readFileSync(join(dir, 'glossa', 'icu.html.br'))).toString()).toBe(page);
    expect(gunzipSync(readFileSync(join(dir, 'glossa', 'icu.html.gz'))).toString()).toBe(page);
  });

  it('gives Next’s page payloads and the article bodies a brotli copy only', () => {
    for (const file of [segmentPayloadFile('/glossa/icu', 'page').slice(1), segmentPayloadFile('/glossa', 'root-layout').slice(1), 'page-content/glossa/icu.txt']) {
      expect(brotliDecompressSync(readFileSync(join(dir, `${file}.br`))).toString(), file).toBe(payload);
      expect(existsSync(join(dir, `${file}.gz`)), file).toBe(false);
    }
  });

  it('gives the Markdown pages and llms.txt both copies', () => {
    for (const file of ['llms.txt', 'glossa/icu.md']) {
      expect(gunzipSync(readFileSync(join(dir, `${file}.gz`))).toString(), file).toBe(page);
      expect(existsSync(join(dir, `${file}.br`)), file).toBe(true);
    }
  });

  it('compresses the pages the build holds as it holds them, without reading them from disk again', async () => {
    const held = mkdtempSync(join(tmpdir(), 'precompress-held-'));
    writeFileSync(join(held, 'index.html'), 'left on disk before the meta policy was added');
    const withPolicy = page.replace('<html>', '<html><head><meta http-equiv="Content-Security-Policy" content="default-src \'self\'"/></head>');
    await precompress(held, new Map([['/index.html', withPolicy]]));
    expect(brotliDecompressSync(readFileSync(join(held, 'index.html.br'))).toString()).toBe(withPolicy);
    expect(gunzipSync(readFileSync(join(held, 'index.html.gz'))).toString()).toBe(withPolicy);
  });

  it('writes no copy that would not be smaller, and none of a file that is not text', () => {
    for (const copy of ['tiny.css.br', 'tiny.css.gz', 'logo.png.br', 'logo.png.gz']) expect(existsSync(join(dir, copy)), copy).toBe(false);
  });
});
