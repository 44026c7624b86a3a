import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pagePolicy } from '../../hosting/csp';
import type { ExportPage } from './site-pages';

/**
 * Writes the page's policy into it, in the export in `dir` (before the compressed copies are made),
 * as a `<meta http-equiv>` tag first in <head>, so that it covers every script after it: GitLab Pages
 * cannot send headers, and serve cannot send one per page (serve-config.ts). The meta form cannot hold
 * frame-ancestors (nor report-uri or sandbox): on Pages the site can be framed. Returns the page as
 * written; the tag holds no script, so the hashes stay the same.
 */
export function embedMetaPolicy(dir: string, { file, html, scriptHashes, ...page }: ExportPage): ExportPage {
  if (!html.includes('<head>')) throw new Error(`${file} has no <head> to hold its policy.`);
  const policy = pagePolicy(file, scriptHashes, true);
  const withPolicy = html.replace('<head>', `<head><meta http-equiv="Content-Security-Policy" content="${policy}"/>`);
  writeFileSync(join(dir, file), withPolicy);
  return { ...page, file, scriptHashes, html: withPolicy };
}
