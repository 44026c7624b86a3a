import { connect } from 'node:net';
import { expect, test } from '@playwright/test';

/**
 * What the servers refuse (issue 22 point 6), against `npm run serve` (site project) and nginx with
 * the build's rules (nginx project). Requests go over a raw socket, so the URL reaches the server
 * byte for byte as written here: an HTTP client or browser would normalise it first.
 */
interface RawResponse {
  status: number;
  /** Header lines as received, with whatever bytes they hold. */
  headerLines: string[];
  header: (name: string) => string | undefined;
}

function rawRequest(baseURL: string, requestLine: string): Promise<RawResponse> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(`${requestLine}\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [statusLine = '', ...headerLines] = text.slice(0, text.indexOf('\r\n\r\n')).split('\r\n');
      const header = (name: string) =>
        headerLines.find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))?.replace(/^[^:]*:\s*/, '');
      resolve({ status: Number(statusLine.split(' ')[1]), headerLines, header });
    });
  });
}

const REDIRECT_OR_REFUSED = [301, 400, 404];
const REFUSED = [400, 404];
// [request target, statuses either server may answer]
const HOSTILE_TARGETS: [string, number[]][] = [
  ['/%5Cevil.example/', REDIRECT_OR_REFUSED],
  ['/%5cevil.example/x.html', REDIRECT_OR_REFUSED],
  ['/%5C%5Cevil.example/index.html', REDIRECT_OR_REFUSED],
  ['/%5C/evil.example/', REDIRECT_OR_REFUSED],
  ['/%09/evil.example/', REDIRECT_OR_REFUSED],
  ['/\\evil.example/', REDIRECT_OR_REFUSED],
  ['/\\evil.example/x.html', REDIRECT_OR_REFUSED],
  ['/\\/evil.example/', REDIRECT_OR_REFUSED],
  ['/\\\\evil.example/x/index.html', REDIRECT_OR_REFUSED],
  ['//evil.example/', REDIRECT_OR_REFUSED],
  ['//evil.example/x.html', REDIRECT_OR_REFUSED],
  ['///evil.example/', REDIRECT_OR_REFUSED],
  ['/%2F%2Fevil.example/x.html', REDIRECT_OR_REFUSED],
  ['/%2f/evil.example/', REDIRECT_OR_REFUSED],
  ['/x%0dSet-Cookie:pwn=1.html', REDIRECT_OR_REFUSED],
  ['/x%0dSet-Cookie:pwn=1/', REDIRECT_OR_REFUSED],
  ['/x%0aSet-Cookie:pwn=1.html', REDIRECT_OR_REFUSED],
  ['/x%0d%0aSet-Cookie:%20pwn=1/', REDIRECT_OR_REFUSED],
  ['/glossa.html?%0d%0aSet-Cookie:%20pwn=1', [301]],
  ['/glossa%00', REFUSED],
  ['/glossa%00.html', REFUSED],
  ['/glossa%7f', REFUSED],
  ['/%zz', REFUSED],
  ['/%', REFUSED],
  ['/%E0%A4%A', REFUSED],
  ['/glossa%', REFUSED],
  // One segment longer than a file name can be, under the URL limit.
  [`/${'a'.repeat(3000)}`, [404, 414]],
  [`/${'a'.repeat(8192)}`, [414]],
  // Past Node's 16 KB limit on a request's head: serve's parser refuses it before the guard does.
  [`/${'a'.repeat(65536)}`, [414, 431]],
];
const REFUSED_METHODS = ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'FOO'];

function expectSafeResponse(response: RawResponse, statuses: number[]) {
  expect(statuses, `status ${response.status}`).toContain(response.status);
  for (const line of response.headerLines) expect(line, 'a header line with a control character').not.toMatch(/[\x00-\x08\x0a-\x1f\x7f]/);
  const location = response.header('location');
  // One slash and then anything but a slash or a backslash (which browsers read as a slash): a path on this site.
  if (location !== undefined) expect(location).toMatch(/^\/(?![/\\])/);
  expect(response.header('x-content-type-options')).toBe('nosniff');
  expect(response.header('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.header('permissions-policy')).toContain('camera=()');
  expect(response.header('content-security-policy')).toContain("frame-ancestors 'none'");
}

test.describe('what the server refuses', () => {
  for (const [target, statuses] of HOSTILE_TARGETS) {
    test(`GET ${target.slice(0, 40)}${target.length > 40 ? `… (${target.length} bytes)` : ''} gets ${statuses.join('/')}, never a Location off the site`, async ({ baseURL }) => {
      expectSafeResponse(await rawRequest(baseURL!, `GET ${target} HTTP/1.1`), statuses);
    });
  }

  for (const method of REFUSED_METHODS) {
    test(`${method} gets 405 with Allow: GET, HEAD`, async ({ baseURL }) => {
      const response = await rawRequest(baseURL!, `${method} /glossa HTTP/1.1`);
      expectSafeResponse(response, [405]);
      expect(response.header('allow')).toBe('GET, HEAD');
    });
  }

  test('HEAD and GET are served, and a redirect carries the security headers', async ({ baseURL }) => {
    expectSafeResponse(await rawRequest(baseURL!, 'HEAD /glossa HTTP/1.1'), [200]);
    const redirect = await rawRequest(baseURL!, 'GET /glossa/index.html?a=b HTTP/1.1');
    expectSafeResponse(redirect, [301]);
    expect(redirect.header('location')).toBe('/glossa?a=b');
  });

  test("Pagefind's index files are sent with a type", async ({ baseURL }) => {
    const response = await rawRequest(baseURL!, 'HEAD /pagefind/wasm.en.pagefind HTTP/1.1');
    expect(response.status).toBe(200);
    expect(response.header('content-type')).toBe('application/octet-stream');
  });

  test('a browser opening an encoded-backslash URL stays on the site', async ({ page, baseURL }) => {
    const hosts = new Set<string>();
    page.on('request', (request) => hosts.add(new URL(request.url()).host));
    for (const path of ['/%5Cevil.example/', '/%09/evil.example/', '/%5C%5Cevil.example/index.html', '/%5C/evil.example/']) {
      await page.goto(path).catch(() => null);
      expect(new URL(page.url()).host, path).toBe(new URL(baseURL!).host);
    }
    expect([...hosts]).toEqual([new URL(baseURL!).host]);
  });
});
