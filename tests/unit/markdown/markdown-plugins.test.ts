import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { type PluggableList, unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { rehypeHighlight } from '@/lib/markdown/highlighter';
import { rehypeCodeBlocks } from '@/lib/markdown/rehype-code-blocks';
import { rehypeCodeTabs } from '@/lib/markdown/rehype-code-tabs';
import { rehypeCommandTables } from '@/lib/markdown/rehype-command-tables';
import { rehypeHeadings } from '@/lib/markdown/rehype-headings';
import { rehypeSafeUrls } from '@/lib/markdown/rehype-safe-urls';
import { rehypeTables } from '@/lib/markdown/rehype-tables';
import { remarkCallouts } from '@/lib/markdown/remark-callouts';
import { remarkMarkdownLinks } from '@/lib/markdown/remark-md-links';
import { rehypeSymbolAnchors } from '@/lib/markdown/rehype-symbol-anchors';
import { remarkSymbols } from '@/lib/markdown/remark-symbols';
import { remarkSteps } from '@/lib/markdown/remark-steps';
import { remarkMermaid } from '@/lib/markdown/remark-mermaid';
import { remarkConfigLinks } from '@/lib/markdown/remark-config-links';
import { rehypeConfigLinks } from '@/lib/markdown/rehype-config-links';
import { markdownLinkRoute, type ParsedHref } from '@/lib/navigation/routes';

const fixtures = fileURLToPath(new URL('../../fixtures/markdown-plugins', import.meta.url));
// UPDATE_PLUGIN_FIXTURES=1 writes each case's .html from what its plugin renders (review the diff).
const update = process.env.UPDATE_PLUGIN_FIXTURES === '1';

interface Stages {
  remark?: PluggableList;
  rehype?: PluggableList;
}

/** Each plugin alone between the parser and the stringifier, so a snapshot shows only what it does. */
const plugins: Record<string, Stages> = {
  'remark-callouts': { remark: [remarkCallouts] },
  'remark-steps': { remark: [remarkSteps] },
  'remark-mermaid': { remark: [remarkMermaid] },
  'remark-md-links': { remark: [[remarkMarkdownLinks, { routeOf: (href: ParsedHref) => markdownLinkRoute(href, 'glossa/api/intro.md') }]] },
  'rehype-safe-urls': { rehype: [rehypeSafeUrls] },
  // rehype-headings links to the ids rehype-slug gives (render.ts runs it just before); without them
  // it leaves every heading alone. The TOC it collects is checked in rehype-headings.test.ts.
  'rehype-headings': { rehype: [rehypeSlug, [rehypeHeadings, { sink: [] }]] },
  highlighter: { rehype: [rehypeHighlight] },
  'rehype-code-blocks': { rehype: [rehypeCodeBlocks] },
  'rehype-code-tabs': { rehype: [rehypeCodeTabs] },
  'rehype-tables': { rehype: [rehypeTables] },
  'remark-symbols': { remark: [[remarkSymbols, { mentions: [], optedOut: [] }]] },
  // The anchors go to what remark-symbols marks, beside the ids rehype-slug gives (render.ts runs both before).
  'rehype-symbol-anchors': { remark: [[remarkSymbols, { mentions: [], optedOut: [] }]], rehype: [rehypeSlug, [rehypeSymbolAnchors, { sink: [] }]] },
  'rehype-command-tables': { rehype: [rehypeCommandTables] },
  'remark-config-links': { remark: [remarkConfigLinks] },
  // The key links land on the ids rehype-symbol-anchors gives the rows, in highlighted code (render.ts runs both before).
  'rehype-config-links': { remark: [[remarkSymbols, { mentions: [], optedOut: [] }], remarkConfigLinks], rehype: [rehypeSlug, [rehypeSymbolAnchors, { sink: [] }], rehypeHighlight, rehypeConfigLinks] },
};

function render(markdown: string, { remark = [], rehype = [] }: Stages): string {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remark).use(remarkRehype).use(rehype).use(rehypeStringify);
  // The checked-in .html ends with a newline, as every text file in the repo does.
  return `${String(processor.processSync(markdown))}\n`;
}

const casesOf = (plugin: string) =>
  readdirSync(join(fixtures, plugin)).filter((file) => file.endsWith('.md')).map((file) => file.replace(/\.md$/, ''));

describe.each(Object.entries(plugins))('%s', (plugin, stages) => {
  it.each(casesOf(plugin))('renders %s.md as its .html snapshot', (name) => {
    const html = render(readFileSync(join(fixtures, plugin, `${name}.md`), 'utf8'), stages);
    const expected = join(fixtures, plugin, `${name}.html`);
    if (update) writeFileSync(expected, html);
    expect(html).toBe(readFileSync(expected, 'utf8'));
  });
});

it('has one fixture folder per plugin, each case an .md input with its .html output', () => {
  expect(readdirSync(fixtures).sort()).toEqual(Object.keys(plugins).sort());
  for (const plugin of Object.keys(plugins)) {
    const cases = casesOf(plugin);
    expect(cases.length).toBeGreaterThan(0);
    const expectedFiles = cases.flatMap((name) => [`${name}.html`, `${name}.md`]);
    expect(readdirSync(join(fixtures, plugin)).sort()).toEqual(expectedFiles.sort());
  }
});
