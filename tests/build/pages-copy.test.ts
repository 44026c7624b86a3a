import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RESERVED_ROUTES } from '@/lib/navigation/reserved-routes';
import { pagePolicy } from '@/lib/hosting/csp';
import { inlineScriptHashes } from '@/lib/hosting/inline-scripts';
import { resolvePages } from '@/tests/helpers/pages-resolver';
import { markdownRoute } from '@/lib/navigation/routes';
import { SITE_ROUTES } from '../spec-routes';

// Checks the GitLab Pages copy that `npm run build:pages` made from the built out/ (CI publishes it as public/).
const root = fileURLToPath(new URL('../..', import.meta.url));
const out = join(root, 'out');
const publicDir = join(root, 'out-pages');
const list = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => `/${file}`);

describe('the GitLab Pages copy (out-pages/)', () => {
  it('exists: npm run build:pages ran after the build', () => {
    expect(existsSync(join(publicDir, '_redirects'))).toBe(true);
  });

  const site = { files: new Set(list(publicDir)), rules: readFileSync(join(publicDir, '_redirects'), 'utf8').split('\n') };
  const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

  it.each(SITE_ROUTES)('%s answers 200 with its own page, without a redirect, by Pages’ documented rules', (route) => {
    const result = resolvePages(site, route);
    expect(result.status).toBe(200);
    const file = (result as { file: string }).file;
    const source = route === '/' ? '/index.html' : `${route}.html`;
    expect(title(readFileSync(join(publicDir, file), 'utf8'))).toBe(title(readFileSync(join(out, source), 'utf8')));
  });

  it('serves the CMS page at /admin and Decap’s files beside it', () => {
    expect(resolvePages(site, RESERVED_ROUTES.admin)).toEqual({ status: 200, file: `${RESERVED_ROUTES.admin}.html` });
    for (const path of ['/cms/config.yml', '/cms/decap-cms.js']) expect(resolvePages(site, path), path).toEqual({ status: 200, file: path });
  });

  it('serves every payload file the Next client asks for at its URL in the export', () => {
    const payloads = list(out).filter((file) => file.endsWith('.txt') && !file.startsWith('/_hosting'));
    expect(payloads.length).toBeGreaterThan(SITE_ROUTES.length);
    for (const payload of payloads) expect(resolvePages(site, payload).status, payload).toBe(200);
  });

  it.each(SITE_ROUTES)('%s has its Markdown copy at its route plus .md', (route) => {
    const path = markdownRoute(route);
    const result = resolvePages(site, path);
    expect(result.status).toBe(200);
    expect(readFileSync(join(publicDir, (result as { file: string }).file), 'utf8')).toBe(readFileSync(join(out, path), 'utf8'));
  });

  it('answers unknown paths with its 404.html', () => {
    for (const path of ['/nope', '/glossa/nope', '/glossa/api/nope/deeper']) expect(resolvePages(site, path), path).toEqual({ status: 404, file: '/404.html' });
  });

  it('gives every page its policy in a meta tag, first in <head>, with the hashes of its scripts and no frame-ancestors', () => {
    const pages = [...site.files].filter((file) => file.endsWith('.html'));
    // The routes, 404.html, admin.html and the designers' page.
    expect(pages).toHaveLength(SITE_ROUTES.length + 3);
    for (const file of pages) {
      const html = readFileSync(join(publicDir, file), 'utf8');
      const meta = /^<!DOCTYPE html><html[^>]*><head><meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(html);
      expect(meta?.[1], file).toBe(pagePolicy(file, inlineScriptHashes(html), true));
      expect(meta?.[1]).not.toContain('frame-ancestors');
    }
  });

  it('leaves the server configurations out', () => {
    expect([...site.files].some((file) => file.startsWith('/_hosting'))).toBe(false);
  });
});
