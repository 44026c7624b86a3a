/**
 * What a merge request's preview build (`npm run build:preview`, SITE_PREVIEW=1) tells search
 * engines, against a normal build: its pages are noindex, its robots.txt keeps crawlers out and its
 * sitemap lists nothing. The route modules are loaded as `next build` loads them, once per build.
 */
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

// Test files share a module cache (vitest.config.ts): the mock below must reach modules an earlier file
// cached, and no module bound to it may outlive this file.
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

// The layout's links navigate through Next's router internals, which load only inside Next's bundles.
vi.mock(import('@/components/navigation/navigate'), () => ({ navigateTo: () => undefined }));

// Two pages, so the sitemap needs no build: the routes it is given, and how it writes them.
vi.mock(import('@/lib/content/docs'), async (importOriginal) => ({ ...(await importOriginal()), getAllDocs: () => [{ path: '/' }, { path: '/glossa/api' }] as never }));

async function routeModules(preview: boolean) {
  vi.resetModules();
  if (preview) vi.stubEnv('SITE_PREVIEW', '1');
  else vi.stubEnv('SITE_PREVIEW', '');
  const [layout, notFound, robots, sitemap] = await Promise.all([import('@/app/layout'), import('@/app/global-not-found'), import('@/app/robots'), import('@/app/sitemap')]);
  return { layout: layout.metadata, notFound: notFound.metadata, robots: robots.default(), sitemap: () => sitemap.default() };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('a preview build', () => {
  it('marks every page noindex, nofollow', async () => {
    const { layout, notFound } = await routeModules(true);
    expect(layout.robots).toEqual({ index: false, follow: false });
    // The not-found page keeps Next's own noindex tag, once.
    expect(notFound.robots).toBeNull();
  });

  it('knows the merge request it shows from GitLab CI, and only a number', async () => {
    vi.stubEnv('CI_MERGE_REQUEST_IID', '12');
    vi.resetModules();
    expect((await import('@/lib/site-config')).buildConfig.previewedMergeRequest).toBe(12);
    vi.stubEnv('CI_MERGE_REQUEST_IID', '12"><script>');
    vi.resetModules();
    expect((await import('@/lib/site-config')).buildConfig.previewedMergeRequest).toBeNull();
  });

  it('keeps every crawler out in its robots.txt and names no sitemap', async () => {
    const { robots } = await routeModules(true);
    expect(robots).toEqual({ rules: { userAgent: '*', disallow: '/' } });
  });

  it('lists no page in its sitemap', async () => {
    const { sitemap } = await routeModules(true);
    expect(sitemap()).toEqual([]);
  });
});

describe('the production build', () => {
  // That its sitemap lists exactly the site's routes is checked on the served site (tests/e2e/routes.spec.ts).
  it('lets every page be indexed, and names its sitemap in robots.txt', async () => {
    const { layout, robots } = await routeModules(false);
    expect(layout.robots).toBeUndefined();
    expect(robots).toEqual({ rules: { userAgent: '*', allow: '/' }, sitemap: expect.stringMatching(/^https:\/\/.+\/sitemap\.xml$/) });
  });

  // The browser and build tests serve the base-path fixture as a preview, whose sitemap is empty.
  it('built for a base path, lists every page under it in its sitemap, and names that sitemap', async () => {
    vi.stubEnv('BASE_PATH', '/docs');
    const { robots, sitemap } = await routeModules(false);
    expect(sitemap().map((entry) => entry.url)).toEqual(['https://phosphorous.gitlab.io/docs', 'https://phosphorous.gitlab.io/docs/glossa/api']);
    expect(robots.sitemap).toBe('https://phosphorous.gitlab.io/docs/sitemap.xml');
  });
});
