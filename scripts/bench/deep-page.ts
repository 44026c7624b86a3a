import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pageContentRoute, sourcePathToRoute } from '../../lib/navigation/routes';
import { segmentPayloadFile } from '../../lib/next-internals';
import { type FirstLoadJs, firstLoadJs, gzipSize, inlineScriptBytes, runtimeScripts } from './first-load';

export interface SizedFile {
  file: string;
  raw: number;
  gzip: number;
}

export interface DeepPageStats {
  route: string;
  depth: number;
  html: SizedFile;
  inlineScriptBytes: number;
  payloads: SizedFile[];
  payloadRaw: number;
  payloadGzip: number;
  firstLoadJs: FirstLoadJs;
}

const depthOf = (route: string) => route.split('/').filter(Boolean).length;

/** The route with the most segments; among equals, the first in sort order. */
export function deepestOf(routes: readonly string[]): string {
  const sorted = [...routes].sort();
  return sorted.reduce((deepest, route) => (depthOf(route) > depthOf(deepest) ? route : deepest), sorted[0] ?? '/');
}

/** The deepest page of a content folder (`skip`: files not to consider): the one the scale benchmark measures. */
export function deepestRoute(contentDir: string, skip: (file: string) => boolean = () => false): string {
  const files = readdirSync(contentDir, { recursive: true, encoding: 'utf8' }).map((file) => file.split(sep).join('/'));
  return deepestOf(files.filter((file) => file.endsWith('.md') && !skip(file)).map((file) => sourcePathToRoute(file)));
}

function sized(outDir: string, path: string): SizedFile {
  const bytes = readFileSync(path);
  return { file: relative(outDir, path), raw: bytes.length, gzip: gzipSize(bytes) };
}

/**
 * What one page costs in the export: its HTML, the files a prefetch, and the navigation after it,
 * fetch for it (its route tree and page segment, lib/next-internals.ts, and its content file
 * `page-content/<route>.txt`; the root layout's segment comes once a visit, whatever the page),
 * and the JS it loads on arrival.
 */
export function deepPageStats(outDir: string, nextDir: string, route: string): DeepPageStats {
  const base = route === '/' ? 'index' : route.slice(1);
  const htmlPath = join(outDir, `${base}.html`);
  if (!existsSync(htmlPath)) throw new Error(`${htmlPath} is missing from the export`);
  const html = readFileSync(htmlPath, 'utf8');
  const segmentFiles = (['tree', 'page'] as const).map((segment) => join(outDir, segmentPayloadFile(route, segment)));
  const payloads = [...segmentFiles, join(outDir, pageContentRoute(route))].filter(existsSync).map((path) => sized(outDir, path));
  return {
    route,
    depth: depthOf(route),
    html: sized(outDir, htmlPath),
    inlineScriptBytes: inlineScriptBytes(html),
    payloads,
    payloadRaw: payloads.reduce((sum, file) => sum + file.raw, 0),
    payloadGzip: payloads.reduce((sum, file) => sum + file.gzip, 0),
    firstLoadJs: firstLoadJs(outDir, html, runtimeScripts(nextDir)),
  };
}
