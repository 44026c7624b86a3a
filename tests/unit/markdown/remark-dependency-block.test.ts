import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Code } from 'mdast';
import { describe, expect, it } from 'vitest';
import { parseMarkdown, renderMarkdown } from '@/lib/markdown/render';
import { remarkDependencyBlock } from '@/lib/markdown/remark-dependency-block';

const fixtures = fileURLToPath(new URL('../../fixtures/dependency-block', import.meta.url));
// UPDATE_PLUGIN_FIXTURES=1 writes each case's .expanded.md from what the plugin makes of it (review the diff).
const update = process.env.UPDATE_PLUGIN_FIXTURES === '1';

/** The fences the block became, printed as a writer would type them, tab and title in the meta. */
function expanded(markdown: string): string {
  const tree = parseMarkdown(markdown);
  remarkDependencyBlock()(tree);
  // The block's one child: the wrapper that keeps its fences a tab group of their own.
  const fences = (tree.children[0] as unknown as { children: Code[] }).children.map((node) => {
    const { lang, meta, value } = node as Code;
    return `\`\`\`${lang} ${meta}\n${value}\n\`\`\`\n`;
  });
  return fences.join('\n');
}

const cases = readdirSync(fixtures).filter((file) => !file.endsWith('.expanded.md')).map((file) => file.replace(/\.md$/, ''));

describe('a dependency block', () => {
  it.each(cases)('%s.md becomes the snippets of %s.expanded.md, one per build tool', (name) => {
    const actual = expanded(readFileSync(join(fixtures, `${name}.md`), 'utf8'));
    const expectedFile = join(fixtures, `${name}.expanded.md`);
    if (update) writeFileSync(expectedFile, actual);
    expect(actual).toBe(readFileSync(expectedFile, 'utf8'));
  });

  it('renders as four titled code blocks, highlighted, where the fence was', () => {
    const { html } = renderMarkdown('Before.\n\n```dependency\nio.gitlab.aecsocket:glossa-core\n```\n\nAfter.\n', 'glossa/README.md');
    const titles = [...html.matchAll(/class="code-block-title">([^<]*)</g)].map(([, title]) => title);
    expect(titles).toEqual(['build.gradle.kts', 'build.gradle', 'pom.xml', 'gradle/libs.versions.toml']);
    // Each snippet in its own language, and each language known to the highlighter.
    const blocks = html.split('class="code-block"').slice(1);
    expect(blocks.map((block) => /language-(\w+)/.exec(block)?.[1])).toEqual(['kotlin', 'groovy', 'xml', 'toml']);
    for (const block of blocks) expect(block).toContain('class="token');
    expect(html.indexOf('Before.')).toBeLessThan(html.indexOf('build.gradle.kts'));
    expect(html.indexOf('gradle/libs.versions.toml')).toBeLessThan(html.indexOf('After.'));
  });
});

describe('a dependency block beside a hand-written tab group', () => {
  it('is a tab group of its own, not four more tabs of the group above it', () => {
    const markdown = '```kotlin tab="Gradle (Kotlin)"\nval a = 1\n```\n\n```xml tab="Maven"\n<a/>\n```\n\n```dependency\nio.gitlab.aecsocket:glossa-core\n```\n';
    const html = renderMarkdown(markdown, 'page.md').html;
    const groups = html.split('data-code-tabs').slice(1);
    expect(groups).toHaveLength(2);
    expect(groups[0]!.match(/role="tab"/g)).toHaveLength(2);
    expect(groups[1]!.match(/role="tab"/g)).toHaveLength(4);
  });
});
