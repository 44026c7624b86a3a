import { expect, test } from '@playwright/test';

// Run by the nginx project only: serve 14 (serve-handler 6.1.7) builds its Location from the path
// alone and drops the query, a known limit of the preview server that the README documents.
test.describe('URL normalisation under nginx', () => {
  test('the redirects keep the query string, in one hop', async ({ request }) => {
    const cases: [string, string][] = [
      ['/glossa/?tab=kotlin&x=1', '/glossa?tab=kotlin&x=1'],
      ['/glossa.html?tab=kotlin', '/glossa?tab=kotlin'],
      ['/glossa/concepts/index.html?q=1', '/glossa/concepts?q=1'],
      ['/index.html?q=1', '/?q=1'],
    ];
    for (const [from, to] of cases) {
      const first = await request.get(from, { maxRedirects: 0 });
      expect(first.status(), from).toBe(301);
      expect(first.headers()['location'], from).toBe(to);
    }
  });
});
