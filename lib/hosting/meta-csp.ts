import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pagePolicy } from './csp';
import { inlineScriptHashes } from './inline-scripts';

/**
 * Every page carries its policy in a `<meta http-equiv>` tag too, first in <head> so that it
 * covers every script after it: GitLab Pages cannot send headers, and serve cannot send one per
 * page (serve-config.ts). The meta form cannot hold frame-ancestors (nor report-uri or sandbox):
 * on Pages the site can be framed.
 */
function withMetaPolicy(file: string, html: string): string {
  const policy = pagePolicy(file, inlineScriptHashes(html), true);
  if (!html.includes('<head>')) throw new Error('The page has no <head> to hold its policy.');
  return html.replace('<head>', `<head><meta http-equiv="Content-Security-Policy" content="${policy}"/>`);
}

/** Writes the meta policy into every page of the export in `dir` (before their compressed copies are made). */
export function embedMetaPolicies(dir: string, files: readonly string[]): void {
  for (const file of files) writeFileSync(join(dir, file), withMetaPolicy(file, readFileSync(join(dir, file), 'utf8')));
}
