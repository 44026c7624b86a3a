import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatProblem } from '@/lib/content/check';
import { checkWithoutPageQuality } from '@/tests/unit/helpers/content';

const page = (title: string, body: string) => `---\ntitle: ${title}\ndescription: A page for the test.\n---\n\n${body}\n`;

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

/** A content folder with a landing page, a `guide` folder and the given extra files. */
function errorsFor(files: Record<string, string | Buffer>) {
  dir = mkdtempSync(join(tmpdir(), 'content-writing-'));
  const all = { 'README.md': page('Home', '## Start\n\nHello.'), 'guide/README.md': page('Guide', '## Steps\n\nRead on.'), ...files };
  for (const [file, source] of Object.entries(all)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), source);
  }
  const report = checkWithoutPageQuality(dir);
  return { report, errors: report.errors.map((problem) => formatProblem('error', problem)) };
}

describe('file names', () => {
  it('fails a file name that cannot be a route segment, suggesting one that can', () => {
    expect(errorsFor({ 'guide/My Page.md': page('Mine', '## A\n\nText.') }).errors).toEqual([
      'error: content/guide/My Page.md: the file name "My Page" cannot be part of a route: use lower-case letters, digits and hyphens, such as "my-page.md". (route-names)',
    ]);
  });

  it('fails a folder name with capitals', () => {
    expect(errorsFor({ 'Extras/README.md': page('Extras', '## A\n\nText.') }).errors).toEqual([
      'error: content/Extras/README.md: the folder name "Extras" cannot be part of a route: use lower-case letters, digits and hyphens, such as "extras". (route-names)',
    ]);
  });

  it('fails index.md, which would replace the folder page in the export', () => {
    const { errors, report } = errorsFor({ 'guide/index.md': page('Index', '## A\n\nText.') });
    expect(errors).toEqual([
      'error: content/guide/index.md: "index.md" is not a folder\'s own page here: that is content/guide/README.md (upper case). Rename this file to content/guide/README.md, or merge it into that file. (folder-page-name)',
    ]);
    expect(report.routes.get('/guide')).toBe('guide/README.md');
  });
});

describe('markdown the page would lose or get wrong', () => {
  it('fails raw HTML with its line in the file, but allows HTML comments', () => {
    const body = '## Details\n\n<!-- a note for writers -->\n\n<details>\n<summary>More</summary>\nHidden.\n</details>\n\nLine one<br>line two.';
    expect(errorsFor({ 'guide/html.md': page('HTML', body) }).errors).toEqual([
      'error: content/guide/html.md:10:1: raw HTML "<details>" is not rendered: the page would silently lose it. Write it in markdown instead (a callout for an aside, a table, a list); only HTML comments are allowed. (no-raw-html)',
      'error: content/guide/html.md:15:9: raw HTML "<br>" is not rendered: the page would silently lose it. Write it in markdown instead (a callout for an aside, a table, a list); only HTML comments are allowed. (no-raw-html)',
    ]);
  });

  it('fails a "# " heading in the body, which would be a second h1', () => {
    expect(errorsFor({ 'guide/h1.md': page('Title', '# Title again\n\n## Section\n\nText.') }).errors).toEqual([
      'error: content/guide/h1.md:6:1: a "# " heading would be a second h1: the frontmatter title is the page\'s h1. Start sections with "## ". (one-h1)',
    ]);
  });

  it('reports every code block without a known language in one run, with the allowed list', () => {
    const body = '## Code\n\n```kotlinn\nval x = 1\n```\n\n```\nplain\n```\n\n```python\nprint(1)\n```\n\n```kt\nval ok = 2\n```';
    expect(errorsFor({ 'guide/code.md': page('Code', body) }).errors).toEqual([
      'error: content/guide/code.md:8:1: unknown code language "kotlinn": use one of kotlin, java, groovy, toml, hocon, json5, xml, properties, icu-message-format, bash, yaml, diff, text, or diff-<language> for a diff of one without a hyphen in its name (diff-kotlin), or dependency for a dependency block, or mermaid for a diagram. (fence-language)',
      'error: content/guide/code.md:12:1: code block without a language: write it as a fenced block with one of kotlin, java, groovy, toml, hocon, json5, xml, properties, icu-message-format, bash, yaml, diff, text, or diff-<language> for a diff of one without a hyphen in its name (diff-kotlin), or dependency for a dependency block, or mermaid for a diagram after the opening ```. (fence-language)',
      'error: content/guide/code.md:16:1: unknown code language "python": use one of kotlin, java, groovy, toml, hocon, json5, xml, properties, icu-message-format, bash, yaml, diff, text, or diff-<language> for a diff of one without a hyphen in its name (diff-kotlin), or dependency for a dependency block, or mermaid for a diagram. (fence-language)',
    ]);
  });
});

describe('markdown that would show as plain text', () => {
  it('fails callout markers that would stay text, and unknown kinds, but accepts any case', () => {
    const body = '## A\n\n> [! NOTE]\n> Spaced.\n\n> **[!TIP]**\n> Bold.\n\n> [!DANGER]\n> Unknown.\n\n> [!warning]\n> Fine.';
    expect(errorsFor({ 'guide/callouts.md': page('Callouts', body) }).errors).toEqual([
      'error: content/guide/callouts.md:8:1: callout marker "[! NOTE]" would show as plain text: write [!NOTE] at the very start of the quote, without spaces or formatting. (callout-markers)',
      'error: content/guide/callouts.md:11:1: callout marker "[!TIP]" would show as plain text: write [!TIP] at the very start of the quote, without spaces or formatting. (callout-markers)',
      'error: content/guide/callouts.md:14:1: unknown callout "[!DANGER]": did you mean [!CAUTION]? The kinds are [!NOTE], [!TIP], [!IMPORTANT], [!WARNING], [!CAUTION]. (callout-markers)',
    ]);
  });

  it('fails a custom heading id and a reference link without a definition', () => {
    const body = '## Setup {#install}\n\nSee [the guide][guide-link] and [defined][ok].\n\n[ok]: /guide';
    expect(errorsFor({ 'guide/refs.md': page('Refs', body) }).errors).toEqual([
      'error: content/guide/refs.md:6:1: custom heading ids ("{#install}") are not supported and would show as text: the id comes from the heading\'s words. (no-custom-heading-ids)',
      'error: content/guide/refs.md:8:1: reference link "[the guide][guide-link]" has no definition, so it shows as plain text: add a line such as `[label]: /path` or write the link inline. (reference-definitions)',
    ]);
  });
});

describe('frontmatter that is not YAML', () => {
  it('says when the closing --- is missing', () => {
    expect(errorsFor({ 'guide/open.md': '---\ntitle: Open\ndescription: Never closed.\n\n## A\n\nText.\n' }).errors).toEqual([
      'error: content/guide/open.md:1: frontmatter is not closed: add a line with only --- after the last field, before the page text. (frontmatter-yaml)',
    ]);
  });

  it('says that a field appears twice', () => {
    const [error] = errorsFor({ 'guide/twice.md': '---\ntitle: One\ntitle: Two\ndescription: D.\n---\n\n## A\n\nText.\n' }).errors;
    expect(error).toMatch(/^error: content\/guide\/twice\.md:3: frontmatter is not valid YAML: Map keys must be unique \(in `title: Two`\)\. Each field may appear only once: remove one of them\. \(frontmatter-yaml\)$/);
  });
});

describe('duplicate routes', () => {
  it('refuses a second file for a route, and reads links against the folder README.md, so only that error shows', () => {
    const { errors } = errorsFor({
      'guide.md': page('Guide again', '## Other\n\nText.'),
      'README.md': page('Home', '## Start\n\nSee [the steps](/guide#steps).'),
    });
    expect(errors).toEqual([
      "error: content/guide.md: duplicate route /guide: content/guide/README.md has the same route; keep one of the two (a folder's own page is its README.md), or rename content/guide.md. (duplicate-routes)",
    ]);
  });
});

describe('links to routes', () => {
  it('explains that a relative link resolves from the page URL, and finds the route it meant', () => {
    const { errors } = errorsFor({ 'guide/steps.md': page('Steps', '## A\n\nText.'), 'README.md': page('Home', '## Start\n\nSee [steps](nope/steps).') });
    expect(errors).toEqual([
      'error: content/README.md:8:5: broken link "nope/steps": no page exists at /nope/steps. The closest existing route is /guide/steps. Relative links resolve from the page\'s URL /; a path from the site root (/…) is clearer. (link-routes)',
    ]);
    const fromIndex = errorsFor({ 'guide/steps.md': page('Steps', '## A\n\nText.'), 'guide/README.md': page('Guide', '## Steps\n\nSee [steps](./steps).') });
    expect(fromIndex.errors).toEqual([
      'error: content/guide/README.md:8:5: broken link "./steps": no page exists at /steps. The closest existing route is /guide/steps. Relative links resolve from the page\'s URL /guide; a path from the site root (/…) is clearer. (link-routes)',
    ]);
  });
});

describe('suggestions', () => {
  it('suggests a heading only when it is close to the missing fragment', () => {
    const { errors } = errorsFor({ 'README.md': page('Home', '## Start\n\nSee [a](/guide#step) and [b](/guide#nothing-like-it).') });
    expect(errors).toEqual([
      'error: content/README.md:8:5: broken link "/guide#step": /guide has no heading with the id "step". Did you mean "#steps"? (link-fragments)',
      'error: content/README.md:8:26: broken link "/guide#nothing-like-it": /guide has no heading with the id "nothing-like-it". (link-fragments)',
    ]);
  });
});

describe('links to .md files that do not exist', () => {
  it('fails the page, with the URL the link would be published as and the closest existing file', () => {
    const { errors } = errorsFor({ 'guide/intro.md': page('Intro', '## A\n\nSee [steps](README.md) and [gone](../guid/README.md).') });
    expect(errors).toContain(
      'error: content/guide/intro.md:8:28: markdown link "../guid/README.md" points at content/guid/README.md, which does not exist; it is published as /guid, which leads to the not-found page. Did you mean content/guide/README.md? (link-files)',
    );
  });
});

describe('file encoding', () => {
  it('fails a file that is not UTF-8, naming the line of the first bad byte', () => {
    const latin1 = Buffer.from(page('Café', '## Menu\n\nA crème brûlée.'), 'latin1');
    expect(errorsFor({ 'guide/cafe.md': latin1 }).errors).toEqual([
      'error: content/guide/cafe.md:2: byte 0xE9 is not UTF-8: the file was saved in another encoding (such as Windows-1252 or Latin-1). Save it as UTF-8 in your editor. (utf-8)',
    ]);
  });

  it('accepts UTF-8 text, including a replacement character written on purpose', () => {
    expect(errorsFor({ 'guide/cafe.md': page('Café', '## Menu\n\nA crème brûlée; U+FFFD looks like �.') }).errors).toEqual([]);
  });

  it('says an empty file is empty instead of listing every missing field', () => {
    expect(errorsFor({ 'guide/blank.md': '\n  \n' }).errors).toEqual([
      'error: content/guide/blank.md: the file is empty: give it frontmatter (title, description) and a body, or delete it. (not-empty)',
    ]);
  });

  it('reads a file with CRLF line endings like one with LF', () => {
    expect(errorsFor({ 'guide/windows.md': page('Windows', '## Steps\n\nSee [the guide](./README.md).').replaceAll('\n', '\r\n') }).errors).toEqual([]);
  });
});
