import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { expect, test } from '@playwright/test';
import { segmentPayloadFile } from '../../../lib/next-internals';

/** The raw bytes of a response, undecoded (Playwright's own client would decompress them). */
function rawGet(url: string, acceptEncoding: string): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

// [what, URL path, its file in the export, the encodings the build made copies in]
const CASES: [string, string, string, string[]][] = [
  ['a page', '/glossa/concepts/icu', 'glossa/concepts/icu.html', ['br', 'gzip']],
  ['the not-found page', '/no/such/page', '404.html', ['br', 'gzip']],
  ['a page payload', segmentPayloadFile('/glossa', 'page'), segmentPayloadFile('/glossa', 'page').slice(1), ['br']],
  ['a route’s root layout payload', segmentPayloadFile('/glossa/concepts/icu', 'root-layout'), segmentPayloadFile('/glossa/concepts/icu', 'root-layout').slice(1), ['br']],
];
const SUFFIX: Record<string, string> = { br: '.br', gzip: '.gz' };

test.describe('precompressed copies behind nginx', () => {
  for (const [what, path, file, encodings] of CASES) {
    for (const encoding of encodings) {
      test(`${what} is sent as the build's ${encoding} copy`, async ({ baseURL }) => {
        const { encoding: sent, body } = await rawGet(`${baseURL}${path}`, encoding);
        expect(sent).toBe(encoding);
        expect(body.equals(readFileSync(`out/${file}${SUFFIX[encoding]}`)), 'the bytes are the copy made at build time').toBe(true);
      });
    }
  }

  test('a payload asked for in gzip is compressed on the fly, as it has no gzip copy', async ({ baseURL }) => {
    const { encoding } = await rawGet(`${baseURL}${segmentPayloadFile('/glossa', 'page')}`, 'gzip');
    expect(encoding).toBe('gzip');
  });
});
