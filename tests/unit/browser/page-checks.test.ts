import { describe, expect, it, vi } from 'vitest';
import { answerPageChecksLocally } from '@/lib/browser/page-checks';

const ORIGIN = 'https://docs.example';

function fakeWindow() {
  const networkFetch = vi.fn(async () => new Response('from the network'));
  const win = { fetch: networkFetch, location: { href: `${ORIGIN}/glossa`, origin: ORIGIN }, Request, Response };
  return { win: win as unknown as Window & typeof globalThis, networkFetch };
}

const install = answerPageChecksLocally;

describe('answerPageChecksLocally', () => {
  it.each([
    ['a path', () => '/sokol/example'],
    ['an absolute URL', () => `${ORIGIN}/sokol/example`],
    ['a URL object', () => new URL('/sokol/example', ORIGIN)],
    ['the landing page', () => '/'],
    ['a docs version’s start page', () => '/glossa/1.0'],
    ['a page of a docs version', () => '/glossa/1.0/concepts/icu'],
  ])('answers a HEAD check of a clean page URL given as %s without the network', async (_, input) => {
    const { win, networkFetch } = fakeWindow();
    install(win);
    const response = await win.fetch(input(), { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.redirected).toBe(false);
    expect(networkFetch).not.toHaveBeenCalled();
  });

  it('answers a HEAD Request object for a page', async () => {
    const { win, networkFetch } = fakeWindow();
    install(win);
    const response = await win.fetch(new Request(`${ORIGIN}/`, { method: 'head' }));
    expect(response.status).toBe(200);
    expect(networkFetch).not.toHaveBeenCalled();
  });

  it.each([
    ['GET of a known page', '/sokol/example', undefined],
    ['HEAD of a page variant the host redirects', '/sokol/example/', { method: 'HEAD' }],
    ['HEAD of an .html variant the host redirects', '/sokol/example.html', { method: 'HEAD' }],
    ['HEAD of a script', '/_next/static/chunks/main.js', { method: 'HEAD' }],
    ['HEAD of a Markdown copy', '/glossa/1.0.md', { method: 'HEAD' }],
    ['HEAD of the search index', '/pagefind/pagefind.js', { method: 'HEAD' }],
    ['HEAD of the shared sidebar file', '/sidebar-tree/abc', { method: 'HEAD' }],
    ['HEAD on another origin', 'https://elsewhere.example/sokol/example', { method: 'HEAD' }],
  ])('sends a %s to the network', async (_, input, init) => {
    const { win, networkFetch } = fakeWindow();
    install(win);
    const response = await win.fetch(input, init);
    expect(await response.text()).toBe('from the network');
    expect(networkFetch).toHaveBeenCalledWith(input, init);
  });
});
