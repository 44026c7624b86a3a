import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pagePolicy } from '../../hosting/csp';
import type { ExportPage } from './site-pages';

/**
 * Every page carries its policy in a `<meta http-equiv>` tag too, first in <head> so that it
 * covers every script after it: GitLab Pages cannot send headers, and serve cannot send one per
 * page (serve-config.ts). The meta form cannot hold frame-ancestors (nor report-uri or sandbox):
 * on Pages the site can be framed.
 */
function withMetaPolicy({ file, html, scriptHashes }: ExportPage): string {
  const policy = pagePolicy(file, scriptHashes, true);
  if (!html.includes('<head>')) throw new Error(`${file} has no <head> to hold its policy.`);
  return html.replace('<head>', `<head><meta http-equiv="Content-Security-Policy" content="${policy}"/>`);
}

/**
 * Writes the meta policy into the page, in the export in `dir` (before the compressed copies are
 * made); returns the page as written. The tag holds no script, so the hashes stay the same.
 */
export function embedMetaPolicy(dir: string, page: ExportPage): ExportPage {
  const html = withMetaPolicy(page);
  writeFileSync(join(dir, page.file), html);
  return { ...page, html };
}
