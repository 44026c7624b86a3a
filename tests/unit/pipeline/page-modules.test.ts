import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkPageModules, hasDefaultExport } from '@/lib/pipeline/page-modules';

describe('hasDefaultExport', () => {
  it.each([
    ['export default function Page() { return null; }'],
    ['export default async function Page() { return null; }'],
    ['function Page() { return null; }\nexport default Page;'],
    ['export default class Page {}'],
    ['const Page = () => null;\nexport { Page as default };'],
    ["export { default } from './other';"],
  ])('finds the default export in %j', (source) => {
    expect(hasDefaultExport('page.tsx', source)).toBe(true);
  });

  it.each([
    ['export function Page() { return null; }'],
    ['export const dynamicParams = false;\nexport function generateStaticParams() { return []; }'],
    ["export * from './other';"],
    ['// export default function Page() {}'],
  ])('finds no default export in %j', (source) => {
    expect(hasDefaultExport('page.tsx', source)).toBe(false);
  });
});

describe('checkPageModules', () => {
  let root = '';
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
    root = '';
  });

  function appWith(files: Record<string, string>) {
    root = mkdtempSync(join(tmpdir(), 'page-modules-'));
    for (const [path, source] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), source);
    }
    return join(root, 'app');
  }

  it('names each component module without a default export, and the fix', () => {
    const app = appWith({
      'app/layout.tsx': 'export default function RootLayout() { return null; }',
      'app/[[...slug]]/page.tsx': 'export function DocRoute() { return null; }',
      'app/[[...slug]]/error.tsx': "'use client';\nexport function PageError() { return null; }",
      'app/not-found.tsx': 'export default function NotFound() { return null; }',
      'app/global-not-found.tsx': 'export function GlobalNotFound() { return null; }',
    });
    expect(checkPageModules(app, root).sort()).toEqual([
      "app/[[...slug]]/error.tsx: no default export. Next renders this module's default export as a React component; put `export default` before the component.",
      "app/[[...slug]]/page.tsx: no default export. Next renders this module's default export as a React component; put `export default` before the component.",
      "app/global-not-found.tsx: no default export. Next renders this module's default export as a React component; put `export default` before the component.",
    ]);
  });

  it('passes the site’s own app folder', () => {
    expect(checkPageModules('app')).toEqual([]);
  });

  it('leaves modules that are not components alone', () => {
    const app = appWith({ 'app/sitemap.ts': 'export function sitemap() { return []; }', 'app/helpers/page-title.ts': 'export const x = 1;' });
    expect(checkPageModules(app, root)).toEqual([]);
  });
});
