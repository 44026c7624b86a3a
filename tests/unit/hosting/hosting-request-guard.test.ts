import { describe, expect, it } from 'vitest';
import { guardRequest } from '@/lib/hosting/request-guard';
import { hostingConfig } from '@/lib/site-config';

describe("npm run serve's request guard", () => {
  it.each(['GET', 'HEAD'])('serves %s', (method) => {
    expect(guardRequest(method, '/glossa')).toEqual({ action: 'serve' });
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'get'])('refuses %s with 405', (method) => {
    expect(guardRequest(method, '/glossa')).toEqual({ action: 'refuse', status: 405 });
  });

  it('redirects a path to its clean form once, keeping the query and dropping a fragment', () => {
    expect(guardRequest('GET', '/glossa/index.html?a=b')).toEqual({ action: 'redirect', location: '/glossa?a=b' });
    expect(guardRequest('GET', '/glossa/')).toEqual({ action: 'redirect', location: '/glossa' });
    expect(guardRequest('GET', '/glossa.html#x')).toEqual({ action: 'redirect', location: '/glossa' });
    expect(guardRequest('GET', '/index.html?x=1')).toEqual({ action: 'redirect', location: '/?x=1' });
  });

  it('reads a target that starts with two slashes as a path, never as a host', () => {
    expect(guardRequest('GET', '//evil.example/x.html')).toEqual({ action: 'redirect', location: '/evil.example/x' });
    expect(guardRequest('GET', '///evil.example/')).toEqual({ action: 'redirect', location: '/evil.example' });
  });

  it.each([
    '/\\evil.example/',
    '/%5Cevil.example/',
    '/%5cevil.example/x.html',
    '/%5C%5Cevil.example/index.html',
    '/%5C/evil.example/',
    '/%09/evil.example/',
    '/x%0dSet-Cookie:pwn=1.html',
    '/x%0aSet-Cookie:pwn=1/',
    '/glossa%00',
    '/glossa%7f',
    '/%zz',
    '/%',
    '/%E0%A4%A',
  ])('refuses %s with 400: a backslash, a control character or invalid encoding', (target) => {
    expect(guardRequest('GET', target)).toEqual({ action: 'refuse', status: 400 });
  });

  it('refuses to redirect to a path with characters no route has, as they could be read as another host', () => {
    expect(guardRequest('GET', '/%2F%2Fevil.example/x.html')).toEqual({ action: 'refuse', status: 400 });
    // A clean path with such characters is left to serve-handler, which answers it with the not-found page.
    expect(guardRequest('GET', '/caf%C3%A9')).toEqual({ action: 'serve' });
  });

  it('refuses a target that is not a path', () => {
    expect(guardRequest('GET', 'http://evil.example/')).toEqual({ action: 'refuse', status: 400 });
    expect(guardRequest('GET', '*')).toEqual({ action: 'refuse', status: 400 });
  });

  it('refuses a URL longer than the limit with 414, and takes one at the limit', () => {
    const atLimit = `/${'a'.repeat(hostingConfig.maxUrlBytes - 1)}`;
    expect(guardRequest('GET', atLimit)).toEqual({ action: 'serve' });
    expect(guardRequest('GET', `${atLimit}a`)).toEqual({ action: 'refuse', status: 414 });
  });
});
