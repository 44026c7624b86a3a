import type { List } from 'mdast';
import { describe, expect, it } from 'vitest';
import { pageMarkdown } from '@/lib/content/page-markdown';
import { parseMarkdown } from '@/lib/markdown/render';
import { siteConfig } from '@/lib/site-config';

const SITE = siteConfig.url;

const FILE = 'glossa/concepts/icu.md';
const ROUTE = '/glossa/concepts/icu';

const exported = (body: string) =>
  pageMarkdown({ title: 'ICU MessageFormat', description: 'How Glossa formats messages.', body, tree: parseMarkdown(body), file: FILE, route: ROUTE }).markdown;
const DOCS_VERSION = `**Docs version:** Glossa 0.6.0, the release this site is about; also documented: Glossa 1.0 (a newer version) at ${SITE}/glossa/1.0.`;
/** The exported body alone, after the title, the description and the docs version. */
const bodyOf = (body: string) => exported(body).split('\n').slice(6).join('\n');

describe('a page as Markdown', () => {
  it('starts with the title as the only h1 and the description, with no frontmatter', () => {
    expect(exported('Some text.\n')).toBe(`# ICU MessageFormat\n\nHow Glossa formats messages.\n\n${DOCS_VERSION}\n\nSome text.\n`);
  });

  it('says which docs version the page belongs to and where the others are, for a library documented in several, as the page’s banner does', () => {
    const newer = pageMarkdown({ title: 'ICU', description: 'D.', body: 'Text.\n', tree: parseMarkdown('Text.\n'), file: 'glossa/1.0/concepts/icu.md', route: '/glossa/1.0/concepts/icu' }).markdown;
    expect(newer).toContain(`\n\n**Docs version:** Glossa 1.0, a newer version; also documented: Glossa 0.6.0 (the release this site is about) at ${SITE}/glossa.\n\n`);
    const single = pageMarkdown({ title: 'Sokol', description: 'D.', body: 'Text.\n', tree: parseMarkdown('Text.\n'), file: 'sokol/README.md', route: '/sokol' }).markdown;
    expect(single).toBe('# Sokol\n\nD.\n\nText.\n');
  });

  it('keeps callouts as written, markers unescaped', () => {
    const callout = '> [!WARNING]\n> A template with a `{` that is never closed fails at load time.';
    expect(bodyOf(`${callout}\n`)).toBe(`${callout}\n`);
  });

  it('keeps all five kinds in any case, and writes a title and fold sign the way GitHub renders a callout: marker alone, title in bold', () => {
    const plain = ['NOTE', 'TIP', 'IMPORTANT', 'WARNING', 'caution'].map((kind) => `> [!${kind}]\n> Body.`).join('\n\n');
    expect(bodyOf(`${plain}\n`)).toBe(`${plain}\n`);
    expect(bodyOf('> [!TIP]- Faster `gradle` builds, see [the API](../api.md)\n> Run it twice.\n')).toBe(
      `> [!TIP]\n> **Faster \`gradle\` builds, see [the API](${SITE}/glossa/api)**\n>\n> Run it twice.\n`,
    );
    expect(bodyOf('> [!note]+\n> Open.\n')).toBe('> [!note]\n> Open.\n');
    expect(bodyOf('> [!CAUTION] A title alone\n')).toBe('> [!CAUTION]\n> **A title alone**\n');
  });

  it("keeps a titled callout inside a list item in the item", () => {
    expect(bodyOf('- > [!IMPORTANT]+ In a list  \n  > Body.\n')).toBe('- > [!IMPORTANT]\n  > **In a list**\n  >\n  > Body.\n');
  });

  it('keeps code fences with their language and title, and does not touch links inside them', () => {
    const fence = '```kotlin title="Plugin.kt"\nval link = "[docs](../api.md)"\nprintln(link)\n```';
    expect(bodyOf(`${fence}\n`)).toBe(`${fence}\n`);
  });

  it('keeps tables as written', () => {
    const table = '| Form | What it prints |\n|---|---|\n| `{name}` | the [value](#placeholders) |';
    expect(bodyOf(table)).toBe(`| Form | What it prints |\n|---|---|\n| \`{name}\` | the [value](${SITE}/glossa/concepts/icu#placeholders) |\n`);
  });

  it('makes every link to the site an absolute route, fragments kept', () => {
    const body = [
      'See [the API](../api/configurate.md#options), [styling](./styling.md), [concepts](..),',
      '[a sibling](styling#tags), [this section](#plurals), [the root](/glossa) and',
      '[angle brackets](<../api/intro.md>) and [a nested [bracket] label](../api.md "Title").',
    ].join('\n');
    expect(bodyOf(body)).toBe(
      [
        `See [the API](${SITE}/glossa/api/configurate#options), [styling](${SITE}/glossa/concepts/styling), [concepts](${SITE}/glossa),`,
        `[a sibling](${SITE}/glossa/concepts/styling#tags), [this section](${SITE}/glossa/concepts/icu#plurals), [the root](${SITE}/glossa) and`,
        `[angle brackets](<${SITE}/glossa/api/intro>) and [a nested [bracket] label](${SITE}/glossa/api "Title").`,
        '',
      ].join('\n'),
    );
  });

  it('writes reference links inline, so no page’s definition takes over another’s label in llms-full.txt, and leaves links to other sites alone', () => {
    const body = 'Read [the guide][guide], [Guide][] and [guide], see ![the logo][logo] and <https://icu.unicode.org> and https://example.org.\n\n[guide]: ../api/intro.md#arguments\n[logo]: https://example.org/logo.png "The logo"';
    expect(bodyOf(body)).toBe(`Read [the guide](${SITE}/glossa/api/intro#arguments), [Guide](${SITE}/glossa/api/intro#arguments) and [guide](${SITE}/glossa/api/intro#arguments), see ![the logo](https://example.org/logo.png "The logo") and <https://icu.unicode.org> and https://example.org.\n`);
  });

  it('writes a dependency block as the plain fences it renders as, each titled, links around it still rewritten', () => {
    const body = 'Add [Glossa](../README.md):\n\n```dependency\nio.gitlab.aecsocket:glossa-core\n```\n\nThen [read on](./styling.md).';
    const exportedBody = bodyOf(body);
    const openings = exportedBody.split('\n').filter((line) => line.startsWith('```') && line !== '```');
    expect(openings).toEqual(['```kotlin tab="Gradle (Kotlin)" title="build.gradle.kts"', '```groovy tab="Gradle (Groovy)" title="build.gradle"', '```xml tab="Maven" title="pom.xml"', '```toml tab="Version catalog" title="gradle/libs.versions.toml"']);
    expect(exportedBody).not.toContain('```dependency');
    expect(exportedBody).toContain('    implementation("io.gitlab.aecsocket:glossa-core:0.6.0")\n}\n```\n\n```groovy');
    expect(exportedBody.startsWith(`Add [Glossa](${SITE}/glossa):\n\n\`\`\`kotlin`)).toBe(true);
    expect(exportedBody.endsWith(`\`\`\`\n\nThen [read on](${SITE}/glossa/concepts/styling).\n`)).toBe(true);
  });

  it('keeps a dependency block inside a list item in the item', () => {
    const body = '1. Add Glossa:\n\n   ```dependency\n   io.gitlab.aecsocket:glossa-core\n   ```\n2. Build.\n';
    const reparsed = parseMarkdown(bodyOf(body));
    const [list] = reparsed.children;
    expect(list?.type).toBe('list');
    expect(reparsed.children).toHaveLength(1);
    const fences = (list as List).children[0]!.children.filter((node) => node.type === 'code');
    expect(fences.map((fence) => fence.meta)).toEqual(['tab="Gradle (Kotlin)" title="build.gradle.kts"', 'tab="Gradle (Groovy)" title="build.gradle"', 'tab="Maven" title="pom.xml"', 'tab="Version catalog" title="gradle/libs.versions.toml"']);
  });

  it('gives a folder page the routes of its own folder', () => {
    const body = 'Start with [ICU](./concepts/icu.md) or [the API](./api/README.md).';
    const { markdown } = pageMarkdown({ title: 'Glossa', description: 'd', body, tree: parseMarkdown(body), file: 'glossa/README.md', route: '/glossa' });
    expect(markdown).toContain(`Start with [ICU](${SITE}/glossa/concepts/icu) or [the API](${SITE}/glossa/api).`);
  });
});

describe('the mentions of API names in a page as Markdown', () => {
  it('finds each where the edits before it left it, and not a definition, a link or an opted-out one', () => {
    const body = [
      '> [!TIP] Use `make`',
      '',
      '<!-- a note -->',
      '',
      'Call `make(key)`, not [`safe`](/glossa/api) or <!-- no-link -->`makeOne`.',
      '',
      '| Function | Purpose |',
      '| --- | --- |',
      '| `make` | returns `Component` lines |',
    ].join('\n');
    const { markdown, mentions } = pageMarkdown({ title: 'T', description: 'D', body, tree: parseMarkdown(body), file: FILE, route: ROUTE });
    expect(mentions.map(({ name, start, end }) => [name, markdown.slice(start, end)])).toEqual([
      ['make', '`make`'],
      ['make', '`make(key)`'],
      ['Component', '`Component`'],
    ]);
    expect(markdown).toContain('> **Use `make`**');
  });
});

describe('what a page as Markdown never carries', () => {
  it("leaves out the writers' HTML comments, on their own lines and inside a paragraph", () => {
    const body = 'Before.\n\n<!-- internal: the staging password is hunter2 -->\n\nAfter <!-- note to self --> this.\n';
    const markdown = bodyOf(body);
    expect(markdown).not.toContain('hunter2');
    expect(markdown).not.toContain('note to self');
    expect(markdown).toBe('Before.\n\nAfter  this.\n');
  });

  it('writes the title and description as text: a link, HTML or a line break in them stays words', () => {
    const body = 'Text.\n';
    const { markdown } = pageMarkdown({
      title: 'Probe [click](javascript:alert(1)) <img src=x onerror=alert(2)> | pipes',
      description: '# Not a heading\nand *not* emphasis',
      body,
      tree: parseMarkdown(body),
      // A library with one docs version: no version line, whose addresses are links.
      file: 'sokol/README.md',
      route: '/sokol',
    });
    const [title, , description] = markdown.split('\n');
    expect(title).toBe('# Probe \\[click\\](javascript:alert(1)) \\<img src=x onerror=alert(2)\\> \\| pipes');
    expect(description).toBe('\\# Not a heading and \\*not\\* emphasis');
    // Read back as Markdown, neither holds a link or any HTML.
    const tree = parseMarkdown(markdown);
    const types = new Set<string>();
    const collect = (node: { type: string; children?: unknown[] }) => {
      types.add(node.type);
      (node.children as (typeof node)[] | undefined)?.forEach(collect);
    };
    collect(tree);
    expect([...types].filter((type) => ['link', 'html', 'emphasis', 'image'].includes(type))).toEqual([]);
  });
});
