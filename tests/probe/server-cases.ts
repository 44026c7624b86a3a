/**
 * The hostile requests of the reliability review (the nginx and serve rows of
 * reliability-cases-2026-11-24.tsv) and of issue 22 point 6, against the fixture site's export
 * (`/alpha` stands for the review's `/glossa`). Each is sent to both servers.
 */
import { type ServerExpectation } from './verdicts';

export interface ServerCase extends ServerExpectation {
  method: string;
  target: string;
}

/** Refused or not found; a redirect only when it stays on the site (the verdict checks Location). */
const REFUSED = [400, 404, 301] as const;
/** Issue 22: NUL and control bytes and invalid percent-encoding get 400 (or 404), never 5xx or a reset. */
const BAD_PATH = [400, 404] as const;
const TOO_LONG = [400, 404, 414, 431] as const;

function get(target: string, statuses: readonly number[]): ServerCase {
  return { method: 'GET', target, statuses };
}

const eightKilobytes = 'a'.repeat(8 * 1024);
const sixtyFourKilobytes = 'a'.repeat(64 * 1024);

const openRedirects = [
  '/%5Cevil.example/',
  '/%5cevil.example/x.html',
  '/%09/evil.example/',
  '/%5C%5Cevil.example/index.html',
  '/%5C/evil.example/',
  '//evil.example/',
  '//evil.example/x.html',
  '//evil.example/index.html',
  '///evil.example/',
  '/\\evil.example/',
  '/\\evil.example/x.html',
  '/\\/evil.example/',
  '/\\\\evil.example/x/index.html',
  '/%2F%2Fevil.example/x.html',
  '/%2f/evil.example/',
];

const headerInjections = [
  '/x%0dSet-Cookie:pwn=1.html',
  '/x%0dSet-Cookie:pwn=1/',
  '/x%0aSet-Cookie:pwn=1.html',
  '/x%0d%0aSet-Cookie:%20pwn=1.html',
  '/alpha.html?%0d%0aSet-Cookie:%20pwn=1',
  '/x%E5%98%8A%E5%98%8DSet-Cookie:pwn=1.html',
];

const badPaths = ['/alpha%00', '/alpha%00.html', '/%zz', '/%', '/alpha%', '/%E0%A4%A', '/alpha\u007f'];

const traversals = [
  '/../../etc/passwd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/..%2f..%2f..%2f..%2fetc%2fpasswd',
  '/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/_next/../../../etc/passwd',
  '/..\\..\\..\\etc\\passwd',
  '/..%5c..%5c..%5cetc%5cpasswd',
  '/%252e%252e/%252e%252e/etc/passwd',
  '/../package.json',
  '/..%2fpackage.json',
  '/%c0%ae%c0%ae/package.json',
  '/....//package.json',
  '/.%2e/package.json',
  '/..;/package.json',
];

const hostingFiles = [
  '/_hosting/nginx.conf',
  '/_hosting/serve.json',
  '/_hosting/',
  '/%5fhosting/serve.json',
  '/_HOSTING/serve.json',
  '/_hosting//serve.json',
  '/./_hosting/serve.json',
  '/alpha/../_hosting/serve.json',
  '/_hosting%2fserve.json',
  '/_hosting/nginx.conf.br',
];

const refusedMethods = ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND'];

export const serverCases: readonly ServerCase[] = [
  // Ordinary requests first: their headers are the baseline every refusal is held to.
  get('/alpha', [200]),
  get('/alpha.html', [301]),
  get('/alpha/guide/', [301]),
  get('/this-page-does-not-exist', [404]),
  { method: 'HEAD', target: '/alpha', statuses: [200] },
  ...openRedirects.map((target) => get(target, REFUSED)),
  ...headerInjections.map((target) => get(target, REFUSED)),
  ...badPaths.map((target) => get(target, BAD_PATH)),
  get('/alpha#frag', [200, 400, 404]),
  get(`/${eightKilobytes}`, TOO_LONG),
  get(`/${sixtyFourKilobytes}`, TOO_LONG),
  get(`/${sixtyFourKilobytes}.html`, TOO_LONG),
  get(`/alpha?q=${eightKilobytes}`, [200, ...TOO_LONG]),
  ...traversals.map((target) => get(target, REFUSED)),
  ...hostingFiles.map((target) => get(target, REFUSED)),
  ...refusedMethods.map((method) => ({ method, target: '/alpha', statuses: [405] })),
];

/** Sent last: the server must still serve a page after everything above. */
export const stillUpCase: ServerCase = get('/', [200]);
