import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatProblem } from '@/lib/content/check';
import { checkWithoutPageQuality } from '@/tests/unit/helpers/content';
import { renderMarkdown } from '@/lib/markdown/render';
import { isSafeUrl, urlScheme } from '@/lib/navigation/routes';

// Every way an attacker's merge request was seen to put a live script on a page.
const attacks = {
  'a link': '[x](javascript:alert(1))',
  'an upper-case scheme': '[x](JAVASCRIPT:alert(1))',
  'an entity-encoded scheme': '[x](&#106;avascript:alert(1))',
  'an autolink': '<javascript:alert(1)>',
  'a reference definition': '[x][r]\n\n[r]: javascript:alert(1)',
  'vbscript:': '[x](vbscript:msgbox(1))',
  'data:text/html': '[x](data:text/html,<script>alert(1)</script>)',
  'an image': '![x](javascript:alert(1))',
};

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

function errorsFor(body: string): string[] {
  dir = mkdtempSync(join(tmpdir(), 'content-unsafe-'));
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'README.md'), `---\ntitle: Home\ndescription: A page for the test.\n---\n\n## Start\n\n${body}\n`);
  return checkWithoutPageQuality(dir).errors.map((problem) => formatProblem('error', problem));
}

describe('links that could run code', () => {
  it.each(Object.entries(attacks))('the content check fails %s, naming file:line:column', (_, body) => {
    const errors = errorsFor(body);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^error: content\/README\.md:(8|10):\d+: unsafe (link|image|definition) "(javascript|vbscript|data):/i);
    expect(errors[0]).toContain('Use a site route (/glossa/concepts) or one of http:, https:, mailto:.');
  });

  it.each(Object.entries(attacks))('the renderer drops the URL of %s and keeps the text', (_, body) => {
    const { html } = renderMarkdown(body, 'a.md');
    expect(html).not.toMatch(/\b(href|src)=/);
    expect(html).toMatch(/<a>x<\/a>|<img alt="x">|<a>javascript:alert\(1\)<\/a>/);
  });

  it('accepts http, https, mailto, site routes, fragments and .md links', () => {
    expect(errorsFor('[a](https://gitlab.com/phosphorous) [b](http://example.org) [c](mailto:docs@example.org) [d](/#start) [e](#start) [f](./README.md)')).toEqual([]);
  });
});

describe('urlScheme', () => {
  it('reads the scheme as a browser does: any case, ignoring tabs, newlines and leading spaces', () => {
    expect(urlScheme('JavaScript:x')).toBe('javascript');
    expect(urlScheme('java\tscript:x')).toBe('javascript');
    expect(urlScheme(' \u0001javascript:x')).toBe('javascript');
    expect(urlScheme('/glossa#a:b')).toBeNull();
    expect(urlScheme('%6Aavascript:x')).toBeNull();
  });

  it('allows only http, https and mailto among schemes', () => {
    expect(['https://a', 'HTTP://a', 'mailto:a@b', '/x', '../x.md', '#h'].every(isSafeUrl)).toBe(true);
    expect(['javascript:x', 'data:text/html,x', 'vbscript:x', 'file:///etc/passwd', 'blob:x'].some(isSafeUrl)).toBe(false);
  });
});
