/**
 * Prints the first-load JavaScript of built pages (the scripts a modern browser downloads on
 * arrival, gzip-compressed) and fails when a doc page exceeds the budget. Run after a build.
 * Usage: tsx scripts/first-load-js.ts [route ...]
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const OUT = 'out';
const BUDGET_GZIP_BYTES = 120 * 1024;
const routes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/glossa/concepts/icu', '/sokol/example'];

const htmlFile = (route: string) => join(OUT, route === '/' ? 'index.html' : `${route}.html`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

let overBudget = false;
for (const route of routes) {
  const file = htmlFile(route);
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build first.`);
  const html = readFileSync(file, 'utf8');
  // `nomodule` scripts are polyfills that modern browsers skip.
  const sources = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => !/\bnomodule\b/i.test(attributes))
    .map((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1])
    .filter((src): src is string => src !== undefined && src.startsWith('/'));
  const unique = [...new Set(sources)];
  let raw = 0;
  let gzip = 0;
  for (const src of unique) {
    const bytes = readFileSync(join(OUT, src.split('?')[0]!));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].reduce((sum, match) => sum + Buffer.byteLength(match[1] ?? ''), 0);
  const ok = gzip <= BUDGET_GZIP_BYTES;
  overBudget ||= !ok;
  console.log(`${ok ? '✔' : '✖'} ${route}: ${unique.length} scripts, ${kb(raw)} raw, ${kb(gzip)} gzip (budget ${kb(BUDGET_GZIP_BYTES)}); inline ${kb(inline)} raw`);
}
process.exit(overBudget ? 1 : 0);
