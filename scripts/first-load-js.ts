/**
 * Prints the first-load JavaScript of built pages (the scripts a modern browser downloads on
 * arrival, gzip-compressed), split into the Next.js + React runtime and the site's own code, and
 * fails when a page exceeds the budget. Run after a build.
 * Usage: tsx scripts/first-load-js.ts [route ...]
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const OUT = 'out';
// Next lists the runtime chunks every page shares (React, the router, the bundler runtime) here.
const BUILD_MANIFEST = join('.next', 'build-manifest.json');
const BUDGET_GZIP_BYTES = 120 * 1024;
const routes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/glossa/concepts/icu', '/sokol/example'];

const htmlFile = (route: string) => join(OUT, route === '/' ? 'index.html' : `${route}.html`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function runtimeScripts(): Set<string> {
  if (!existsSync(BUILD_MANIFEST)) return new Set();
  const manifest = JSON.parse(readFileSync(BUILD_MANIFEST, 'utf8')) as { rootMainFiles?: string[] };
  return new Set((manifest.rootMainFiles ?? []).map((file) => `/_next/${file}`));
}

/** The external scripts a modern browser runs on arrival; `nomodule` polyfills are skipped. */
function firstLoadScripts(html: string): string[] {
  const sources = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => !/\bnomodule\b/i.test(attributes))
    .map((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1])
    .filter((src): src is string => src !== undefined && src.startsWith('/'));
  return [...new Set(sources.map((src) => src.split('?')[0]!))];
}

const runtime = runtimeScripts();
let overBudget = false;
for (const route of routes) {
  const file = htmlFile(route);
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build first.`);
  const html = readFileSync(file, 'utf8');
  const scripts = firstLoadScripts(html);
  let raw = 0;
  let gzip = 0;
  let runtimeGzip = 0;
  for (const src of scripts) {
    const bytes = readFileSync(join(OUT, src));
    const compressed = gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gzip += compressed;
    if (runtime.has(src)) runtimeGzip += compressed;
  }
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].reduce((sum, match) => sum + Buffer.byteLength(match[1] ?? ''), 0);
  const ok = gzip <= BUDGET_GZIP_BYTES;
  overBudget ||= !ok;
  const split = runtime.size > 0 ? ` = ${kb(runtimeGzip)} shared runtime (React, Next router) + ${kb(gzip - runtimeGzip)} route chunks (site components, Radix, Next route helpers)` : '';
  console.log(`${ok ? '✔' : '✖'} ${route}: ${scripts.length} scripts, ${kb(raw)} raw, ${kb(gzip)} gzip${split} (budget ${kb(BUDGET_GZIP_BYTES)}); inline ${kb(inline)} raw`);
}
process.exit(overBudget ? 1 : 0);
