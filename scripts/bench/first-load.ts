/**
 * How much JavaScript a built page makes a browser fetch on arrival. Shared by bench:js and
 * bench:scale so both measure first-load JS the same way.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { NEXT_BUILD_DIR } from '../../lib/pipeline/build-state';

export const gzipSize = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;

/**
 * The runtime chunks every page shares (React, the router, the bundler runtime), as Next lists them
 * in `.next/build-manifest.json`: a file of Next's own, not documented, so a change of it stops the
 * benchmark rather than counting the runtime as the site's code.
 */
export function runtimeScripts(nextDir = NEXT_BUILD_DIR): Set<string> {
  const manifestFile = join(nextDir, 'build-manifest.json');
  const files = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as { rootMainFiles?: unknown }).rootMainFiles : undefined;
  if (!Array.isArray(files) || files.length === 0) throw new Error(`${manifestFile} lists no rootMainFiles: build the site again, or, after an upgrade of Next, find where it now lists the runtime chunks.`);
  return new Set(files.map((file) => `/_next/${String(file)}`));
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

/** Bytes inside inline `<script>` elements: mostly the RSC payload Next repeats in the HTML. */
export function inlineScriptBytes(html: string): number {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].reduce((sum, match) => sum + Buffer.byteLength(match[1] ?? ''), 0);
}

export interface FirstLoadJs {
  scripts: number;
  raw: number;
  gzip: number;
  /** The part of `gzip` that is the shared runtime. */
  runtimeGzip: number;
}

/** Sums the page's first-load scripts as files of `outDir`, each gzip-compressed on its own. */
export function firstLoadJs(outDir: string, html: string, runtime: ReadonlySet<string>): FirstLoadJs {
  const scripts = firstLoadScripts(html);
  const total: FirstLoadJs = { scripts: scripts.length, raw: 0, gzip: 0, runtimeGzip: 0 };
  for (const src of scripts) {
    const bytes = readFileSync(join(outDir, src));
    const compressed = gzipSize(bytes);
    total.raw += bytes.length;
    total.gzip += compressed;
    if (runtime.has(src)) total.runtimeGzip += compressed;
  }
  return total;
}
