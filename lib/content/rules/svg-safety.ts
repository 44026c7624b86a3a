import type { Finding, ImageRule } from './rule';

/**
 * What lets an SVG run code or reach outside itself. The site serves every SVG under a policy that
 * blocks all of it anyway (lib/hosting/headers.ts); refusing it here keeps such a file out of the
 * repository, and out of a copy served without that policy (GitLab Pages sends no headers).
 */
const UNSAFE: readonly { pattern: RegExp; what: (match: RegExpExecArray) => string }[] = [
  { pattern: /<script\b/gi, what: () => 'a <script> element' },
  { pattern: /<foreignObject\b/gi, what: () => 'a <foreignObject> element (it embeds HTML)' },
  { pattern: /<!ENTITY\b/gi, what: () => 'an entity declaration' },
  { pattern: /\s(on[a-z]+)\s*=/gi, what: (match) => `an event-handler attribute (${match[1]})` },
  // Anything but a fragment of the file itself: another file, another site, a data: or javascript: URL.
  { pattern: /\s((?:xlink:)?href)\s*=\s*(["'])\s*([^"'#][^"']*)\2/gi, what: (match) => `an external reference (${match[1]}="${match[3]!.slice(0, 60)}")` },
  { pattern: /url\(\s*["']?\s*([^#"')\s][^"')]*)/gi, what: (match) => `an external reference (url(${match[1]!.slice(0, 60)}))` },
  { pattern: /@import\b/gi, what: () => 'a style @import' },
];

export const svgSafety: ImageRule = {
  id: 'svg-safety',
  severity: 'error',
  looksAt: 'image',
  summary: 'An SVG holds no script, event-handler attribute (`onload=…`), `foreignObject`, entity or external reference (`href`, `xlink:href` or `url()` to anything but `#fragment`).',
  check({ bytes, header }) {
    if (header?.format !== 'svg') return [];
    const text = bytes.toString('utf8');
    const lineAt = (index: number) => text.slice(0, index).split('\n').length;
    const findings: Finding[] = [];
    for (const { pattern, what } of UNSAFE) {
      for (const match of text.matchAll(pattern)) {
        findings.push({ line: lineAt(match.index), message: `the SVG holds ${what(match as RegExpExecArray)}, which could run code or load from elsewhere: remove it (export the drawing as plain SVG, with fonts as paths).` });
      }
    }
    return findings.sort((a, b) => a.line! - b.line!);
  },
};
