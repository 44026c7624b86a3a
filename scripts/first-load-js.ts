/**
 * Prints the first-load JavaScript of built pages (the scripts a modern browser downloads on
 * arrival, gzip-compressed), split into the Next.js + React runtime and the site's own code, and
 * fails when a page exceeds the budget. Run after a build.
 * Usage: tsx scripts/first-load-js.ts [route ...]
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstLoadJs, inlineScriptBytes, runtimeScripts } from './bench/first-load';
import { kb } from './bench/format';

const OUT = 'out';
// The project's budget; Next's and React's runtime is most of it (each line below prints its share).
const BUDGET_GZIP_BYTES = 155 * 1024;
const routes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/glossa/concepts/icu', '/sokol/example'];


const runtime = runtimeScripts();
let overBudget = false;
for (const route of routes) {
  const file = join(OUT, route === '/' ? 'index.html' : `${route}.html`);
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build first.`);
  const html = readFileSync(file, 'utf8');
  const { scripts, raw, gzip, runtimeGzip } = firstLoadJs(OUT, html, runtime);
  const inline = inlineScriptBytes(html);
  const ok = gzip <= BUDGET_GZIP_BYTES;
  overBudget ||= !ok;
  const split = runtime.size > 0 ? ` = ${kb(runtimeGzip)} shared runtime (React, Next router) + ${kb(gzip - runtimeGzip)} route chunks (site components, Radix, Next route helpers)` : '';
  console.log(`${ok ? '✔' : '✖'} ${route}: ${scripts} scripts, ${kb(raw)} raw, ${kb(gzip)} gzip${split} (budget ${kb(BUDGET_GZIP_BYTES)}); inline ${kb(inline)} raw`);
}
process.exit(overBudget ? 1 : 0);
