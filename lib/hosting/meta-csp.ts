import { contentSecurityPolicy } from './csp';
import { inlineScriptHashes } from './inline-scripts';

/**
 * GitLab Pages cannot send headers, so its copy of each page carries its policy in a
 * `<meta http-equiv>` tag, first in <head> so that it covers every script after it. The meta form
 * cannot hold frame-ancestors (nor report-uri or sandbox): on Pages the site can be framed.
 */
export function withMetaPolicy(html: string): string {
  const policy = contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), forMeta: true });
  if (!html.includes('<head>')) throw new Error('The page has no <head> to hold its policy.');
  return html.replace('<head>', `<head><meta http-equiv="Content-Security-Policy" content="${policy}"/>`);
}
