/**
 * What lib/next-internals.ts assumes of Next's output, checked on the built out/: when an upgrade
 * of Next changes it, this fails and names the part of that module to look at again.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NEXT_VERSION_CHECKED, segmentPayloadFile, STRAY_NOT_FOUND_FILES, unrequestedPayloadFile } from '@/lib/next-internals';
import { RESERVED_ROUTES } from '@/lib/navigation/reserved-routes';
import { SITE_ROUTES } from '../spec-routes';

const out = 'out';
const installed = (createRequire(import.meta.url)('next/package.json') as { version: string }).version;
const reread = (part: number) => `Next ${installed} (lib/next-internals.ts was checked against ${NEXT_VERSION_CHECKED}) no longer does what its part ${part} says: read that part again and fix it, then set NEXT_VERSION_CHECKED.`;

describe(`Next's output, as lib/next-internals.ts describes it`, () => {
  it('is the version the module was checked against', () => {
    expect(installed, `Next is ${installed}: read lib/next-internals.ts, check each part against it (this file's tests), then set NEXT_VERSION_CHECKED to ${installed}.`).toBe(NEXT_VERSION_CHECKED);
  });

  it('1. writes each route’s payload as the segment files it names', () => {
    for (const route of SITE_ROUTES) {
      for (const segment of ['tree', 'page', 'root-layout'] as const) expect(existsSync(join(out, segmentPayloadFile(route, segment))), `${route} ${segment}: ${reread(1)}`).toBe(true);
    }
  });

  it('2. exports its internal not-found route and a second whole-route payload, which the build removes', () => {
    // The build removed them: what is checked is that Next's not-found page is still its 404.html,
    // and that each route keeps the whole-route payload a navigation asks for.
    for (const stray of STRAY_NOT_FOUND_FILES) expect(existsSync(join(out, stray)), reread(2)).toBe(false);
    expect(readFileSync(join(out, '404.html'), 'utf8'), reread(2)).toContain('Page not found');
    for (const route of [...SITE_ROUTES, RESERVED_ROUTES.designTokens]) {
      expect(existsSync(join(out, unrequestedPayloadFile(route))), `${route}: ${reread(2)}`).toBe(false);
      expect(existsSync(join(out, `${route === '/' ? '/index' : route}.txt`)), `${route}: ${reread(2)}`).toBe(true);
    }
  });

  it('3. hands a page’s article body to its HTML, and not to its payload', () => {
    const route = '/glossa/concepts/icu';
    const html = readFileSync(join(out, `${route}.html`), 'utf8');
    // A sentence of the article's own: a paragraph of the body as the content file holds it.
    const body = readFileSync(join(out, 'page-content', `${route}.txt`), 'utf8');
    const sentence = /<p>([^<]{60,})<\/p>/.exec(body)?.[1];
    expect(sentence, 'the page has a paragraph of plain text').toBeDefined();
    expect(html.split(sentence!).length - 1, reread(3)).toBe(1);
    expect(readFileSync(join(out, segmentPayloadFile(route, 'page')), 'utf8'), reread(3)).not.toContain(sentence);
    expect(readFileSync(join(out, `${route}.txt`), 'utf8'), reread(3)).not.toContain(sentence);
  });

  it('3. hands the boot script to every page’s HTML, and not to the root layout’s payload', () => {
    for (const route of ['/', '/glossa/concepts/icu']) {
      const html = readFileSync(join(out, route === '/' ? 'index.html' : `${route}.html`), 'utf8');
      const script = /<script id="boot-script">([\s\S]{40,}?)<\/script>/.exec(html)?.[1];
      expect(script, `${route}: ${reread(3)}`).toBeDefined();
      // A payload holds text as a JSON string or as a raw text chunk.
      const payload = readFileSync(join(out, segmentPayloadFile(route, 'root-layout')), 'utf8');
      for (const form of [script!.slice(0, 40), JSON.stringify(script!.slice(0, 40)).slice(1, -1)]) expect(payload, `${route}: ${reread(3)}`).not.toContain(form);
    }
  });
});
