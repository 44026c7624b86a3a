import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareWithBaseline } from '@/scripts/bench/baseline';
import type { DeepPageStats } from '@/scripts/bench/deep-page';
import { deepestRoute } from '@/scripts/bench/deep-page';
import { exportKind } from '@/scripts/bench/export-stats';
import { median } from '@/scripts/bench/lighthouse-run';
import { parseScaleArgs } from '@/scripts/bench/scale-args';
import { processLabel, treeRss } from '@/scripts/bench/memory';
import { segmentPayloadFile } from '@/lib/next-internals';

describe('bench:scale measurements', () => {
  it('sorts export files into kinds, compressed copies apart, the search index before its own .js and .css', () => {
    expect(exportKind('glossa/api.html')).toBe('html');
    expect(exportKind('glossa/api.txt')).toBe('payload');
    expect(exportKind(segmentPayloadFile('/glossa/api', 'page').slice(1))).toBe('payload');
    expect(exportKind('robots.txt')).toBe('other');
    for (const file of ['llms.txt', 'llms-full.txt', 'glossa/api.md']) expect(exportKind(file), file).toBe('markdown');
    for (const file of ['glossa/api.html.br', 'glossa/api.txt.gz', 'pagefind/pagefind-ui.css.br']) expect(exportKind(file), file).toBe('compressed');
    expect(exportKind('og/glossa/api.png')).toBe('cards');
    expect(exportKind('cms/decap-cms.js')).toBe('cms');
    expect(exportKind('_next/static/chunks/a.js')).toBe('js');
    expect(exportKind('_next/static/chunks/a.css')).toBe('css');
    expect(exportKind('pagefind/pagefind.js')).toBe('search');
    expect(exportKind('_images/settings-4f2a9c1d3b5e6f70-800.webp')).toBe('images');
    expect(exportKind('sitemap.xml')).toBe('other');
  });

  it('picks the deepest route, the first in sort order among equals', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-deepest-'));
    try {
      for (const file of ['README.md', 'b/README.md', 'b/x/README.md', 'b/x/z.md', 'a/README.md', 'a/y/README.md', 'a/y/w.md']) {
        mkdirSync(join(dir, file, '..'), { recursive: true });
        writeFileSync(join(dir, file), '');
      }
      expect(deepestRoute(dir)).toBe('/a/y/w');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails the baseline check only above twice the real site', () => {
    const page = (html: number, payload: number) => ({ html: { gzip: html }, payloadGzip: payload }) as DeepPageStats;
    expect(compareWithBaseline(page(100, 50), page(200, 100)).every((row) => row.ok)).toBe(true);
    expect(compareWithBaseline(page(100, 50), page(201, 100)).map((row) => row.ok)).toEqual([false, true]);
    expect(compareWithBaseline(page(100, 50), page(100, 101)).map((row) => row.ok)).toEqual([true, false]);
  });

  it('reads the resident memory of a process tree, in all and by process', () => {
    const { bytes, processes, byProcess } = treeRss(process.pid);
    expect(processes).toBeGreaterThanOrEqual(1);
    expect(bytes).toBeGreaterThan(10 * 1024 * 1024);
    expect([...byProcess.values()].reduce((sum, each) => sum + each, 0)).toBe(bytes);
  });

  it('names each process of npm run dev as a reader of the figures knows it', () => {
    const root = process.cwd();
    expect(processLabel('npm run dev')).toBe('npm');
    expect(processLabel('node --import tsx scripts/dev.ts')).toBe('scripts/dev.ts');
    expect(processLabel(`node ${root}/node_modules/.bin/contentlayer2 dev --config ${root}/contentlayer.config.ts`)).toBe('contentlayer2');
    expect(processLabel('/usr/bin/node node_modules/decap-server/dist/index.js')).toBe('decap-server');
    expect(processLabel(`${root}/node_modules/@esbuild/linux-x64/bin/esbuild --service=0.28.2 --ping`)).toBe('esbuild');
    expect(processLabel(`node ${root}/.next/dev/build/chunks/pool_entry-[turbopack-node]_transforms_postcss_ts_0tp-k2vy8nj6i._.js 34135`)).toMatch(/^pool_entry-\[turbopack-node\]_transforms_postcss/);
  });

  it('loads the deep page in Chromium unless told --no-browser, as the test suite’s check is', () => {
    expect(parseScaleArgs(['--pages', '300']).browser).toBe(true);
    expect(parseScaleArgs(['--pages', '300', '--check-against-baseline', '--no-browser'])).toMatchObject({ browser: false, checkAgainstBaseline: true });
  });

  it('takes the median of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
