import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportBasePath } from '@/lib/hosting/export-base-path';
import { exportFiles, pagesLayout } from '@/lib/hosting/pages-layout';
import { readRedirects } from '@/lib/pipeline/export/redirect-pages';
import { siteConfig } from '@/lib/site-config';
import { type RunningServer, serverPorts, startServer } from '../probe/servers';
import { FIXTURE_BASE_OUT_DIR, FIXTURE_BASE_PATH, FIXTURE_OUT_DIR, FIXTURE_PREVIEWED_MERGE_REQUEST } from '../../scripts/serve-command';
import { segmentPayloadFile } from '../../lib/next-internals';

// The fixture site built as merge request !12's preview, BASE_PATH=/mr-12 npm run build:preview
// (scripts/test.ts builds it before these tests): every URL it writes, in every kind of file, is
// under /mr-12, and none leaves it; and it is a preview, not for search engines.
const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = join(root, FIXTURE_BASE_OUT_DIR);
const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => !file.startsWith('_next') && !file.startsWith('_hosting'));
const read = (file: string) => readFileSync(join(dir, file), 'utf8');
const under = (path: string) => path === FIXTURE_BASE_PATH || path.startsWith(`${FIXTURE_BASE_PATH}/`);
const siteOrigin = siteConfig.url;

/** Every URL of the site the text names: root-absolute paths, and absolute URLs on the site's origin (as their path). */
function siteUrls(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map(([, url]) => url!).flatMap((url) => {
    if (url.startsWith(siteOrigin)) return [url.slice(siteOrigin.length) || '/'];
    return url.startsWith('/') && !url.startsWith('//') ? [url] : [];
  });
}

// Links, scripts, stylesheets, images and forms; meta tags (canonical and og: URLs, the redirect pages' refresh).
const HTML_URL = /(?:content="0; url=|(?:href|src|action|content)=")([^"]*)"/g;
const SRCSET = /srcset="([^"]*)"/g;
const MARKDOWN_URL = /\]\(([^)\s]+)(?:\s[^)]*)?\)/g;

describe(`an export built for ${FIXTURE_BASE_PATH}`, () => {
  it('records its base path for the servers and the Pages copy', () => {
    expect(exportBasePath(dir)).toBe(FIXTURE_BASE_PATH);
  });

  const html = files.filter((file) => file.endsWith('.html'));

  it('has pages, redirect pages and the editor’s page to crawl', () => {
    expect(html).toEqual(expect.arrayContaining(['index.html', 'alpha.html', 'gamma/questions.html', 'admin.html', '404.html']));
  });

  it.each(html)('%s: every link, script, stylesheet, image, canonical and og: URL of the site is under the base path', (file) => {
    const text = read(file);
    const srcsets = [...text.matchAll(SRCSET)].flatMap(([, set]) => set!.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!));
    const urls = [...siteUrls(text, HTML_URL), ...srcsets];
    expect(urls.length, file).toBeGreaterThan(0);
    expect(urls.filter((url) => !under(url.split(/[?#]/)[0]!)), file).toEqual([]);
  });

  // The pages the same site publishes at the root: its production build's sitemap.
  const pages = [...readFileSync(join(root, FIXTURE_OUT_DIR, 'sitemap.xml'), 'utf8').matchAll(/<loc>[^<]*?\/\/[^/]+([^<]*)<\/loc>/g)].map(([, path]) => path || '/');

  it.each(pages)(`%s, as merge request !${FIXTURE_PREVIEWED_MERGE_REQUEST}’s preview, is noindex and says it is a preview of that merge request`, (path) => {
    const text = read(path === '/' ? 'index.html' : `${path.slice(1)}.html`);
    expect(text).toContain('<meta name="robots" content="noindex, nofollow"/>');
    // React separates adjacent text with empty comments.
    expect(text.replaceAll('<!-- -->', '')).toMatch(new RegExp(`This is a preview of <a href="[^"]+/-/merge_requests/${FIXTURE_PREVIEWED_MERGE_REQUEST}"[^>]*>merge request !${FIXTURE_PREVIEWED_MERGE_REQUEST}</a>, not the published documentation`));
  });

  it('offers search engines nothing: robots.txt keeps crawlers out and the sitemap lists no page', () => {
    expect(pages.length).toBeGreaterThan(10);
    expect(read('sitemap.xml')).not.toContain('<loc>');
    expect(read('robots.txt')).toMatch(/^User-Agent: \*\nDisallow: \/\n/m);
    expect(read('robots.txt')).not.toContain('Sitemap:');
  });

  const markdown = files.filter((file) => file.endsWith('.md') || file === 'llms.txt' || file === 'llms-full.txt');

  it.each(markdown)('%s: every link and image to the site is under the base path', (file) => {
    const urls = siteUrls(read(file), MARKDOWN_URL);
    expect(urls.filter((url) => !under(url.split(/[?#]/)[0]!)), file).toEqual([]);
  });

  it('llms.txt lists each page’s Markdown copy under the base path', () => {
    expect(read('llms.txt')).toContain(`(${siteOrigin}${FIXTURE_BASE_PATH}/alpha/install.md)`);
    expect(read('gamma/callouts.md')).toContain(`(${siteOrigin}${FIXTURE_BASE_PATH}/gamma/faq)`);
  });

  it('sends a moved page’s old route to its new one under the base path, on a host without redirects and on GitLab Pages', () => {
    const page = read('gamma/questions.html');
    expect(page).toContain(`<meta http-equiv="refresh" content="0; url=${FIXTURE_BASE_PATH}/gamma/faq">`);
    expect(page).toContain(`<link rel="canonical" href="${siteOrigin}${FIXTURE_BASE_PATH}/gamma/faq">`);
    const { rules } = pagesLayout(exportFiles(dir), readRedirects(dir), exportBasePath(dir));
    expect(rules).toContain(`${FIXTURE_BASE_PATH}/gamma/questions ${FIXTURE_BASE_PATH}/gamma/faq 301`);
    expect(rules.filter((rule) => !rule.split(' ').slice(0, 2).every(under))).toEqual([]);
  });
});

describe.each(['serve', 'nginx'] as const)(`%s, serving the export built for ${FIXTURE_BASE_PATH}`, (name) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(root, name, FIXTURE_BASE_OUT_DIR, (await serverPorts())[0]);
  }, 30_000);
  afterAll(() => server?.stop());

  /** Status, and the Location's path and query, of one request. */
  const answer = async (path: string) => {
    const response = await fetch(`http://127.0.0.1:${server.port}${path}`, { redirect: 'manual' });
    const location = response.headers.get('location');
    return { status: response.status, location: location && (({ pathname, search }) => pathname + search)(new URL(location, 'http://any')) };
  };

  it.each([
    [FIXTURE_BASE_PATH, 200],
    [`${FIXTURE_BASE_PATH}/alpha/guide/first`, 200],
    [`${FIXTURE_BASE_PATH}/beta/2.0`, 200],
    [`${FIXTURE_BASE_PATH}/admin`, 200],
    [`${FIXTURE_BASE_PATH}/alpha.md`, 200],
    [`${FIXTURE_BASE_PATH}${segmentPayloadFile('/beta/api/events', 'root-layout')}`, 200],
    ['/alpha', 404],
    ['/', 404],
    [`${FIXTURE_BASE_PATH}x/alpha`, 404],
    [`${FIXTURE_BASE_PATH}/_hosting/nginx.conf`, name === 'nginx' ? 404 : 301],
  ])('answers %s with %i', async (path, status) => {
    expect((await answer(path)).status).toBe(status);
  });

  it.each([
    [`${FIXTURE_BASE_PATH}/`, FIXTURE_BASE_PATH],
    [`${FIXTURE_BASE_PATH}/index.html?q=1`, `${FIXTURE_BASE_PATH}?q=1`],
    [`${FIXTURE_BASE_PATH}/alpha.html`, `${FIXTURE_BASE_PATH}/alpha`],
    [`${FIXTURE_BASE_PATH}/alpha/guide/`, `${FIXTURE_BASE_PATH}/alpha/guide`],
    [`${FIXTURE_BASE_PATH}/gamma/questions?from=bookmark`, `${FIXTURE_BASE_PATH}/gamma/faq?from=bookmark`],
  ])('redirects %s once to %s, under the base path', async (path, location) => {
    expect(await answer(path)).toEqual({ status: 301, location });
  });
});
