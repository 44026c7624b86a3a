/**
 * lib/content/export-paths.ts, which keeps `redirect_from` off what the build writes, checked on the
 * built out/: every file the build wrote there is one it names, so an output added without going
 * through the names it is made of fails here, before a redirect can shadow it.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportPathProblem } from '@/lib/content/export-paths';
import { COMPRESSED_COPY_SUFFIXES } from '@/lib/pipeline/export/precompress';
import { readRedirects, redirectPageFile } from '@/lib/pipeline/export/redirect-pages';
import { SITE_ROUTES } from '../spec-routes';

const out = 'out';

describe('what the build writes, as the redirect rules see it', () => {
  it('names every file of the export but the moved pages’ own redirect pages', () => {
    const redirectPages = new Set(readRedirects(out).map(redirectPageFile));
    const isRedirectPage = (file: string) => [file, ...COMPRESSED_COPY_SUFFIXES.map((suffix) => file.slice(0, -suffix.length))].some((page) => redirectPages.has(page));
    const files = readdirSync(out, { recursive: true, encoding: 'utf8' })
      .filter((file) => statSync(join(out, file)).isFile())
      .map((file) => `/${file}`)
      .filter((file) => !isRedirectPage(file));
    const pageRoutes = new Set<string>(SITE_ROUTES);
    const unnamed = files.filter((file) => exportPathProblem(file, pageRoutes) === null);
    expect(files.length).toBeGreaterThan(100);
    expect(unnamed, 'files the build writes that a redirect_from route could take: name them in lib/content/export-paths.ts (or the modules it reads)').toEqual([]);
  });
});
