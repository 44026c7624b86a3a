import { createHash } from 'node:crypto';

/**
 * The text of every inline `<script>` of a page, exactly as the browser hashes it: a CSP hash
 * covers the raw characters between the tags (no entity decoding, whitespace included), so any
 * difference of one byte blocks the script. Scripts with `src` are covered by `'self'` instead,
 * and JSON data blocks are never executed, so neither needs a hash.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  // Script content cannot contain `</script` (the HTML parser ends the element there), so a lazy
  // match up to the closing tag is exact for well-formed export output.
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

/** The CSP source expression allowing one inline script: `'sha256-<base64 of its UTF-8 bytes>'`. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** Distinct hashes of a page's inline scripts, in order of first appearance. */
export function inlineScriptHashes(html: string): string[] {
  return [...new Set(inlineScripts(html).map(scriptHash))];
}
