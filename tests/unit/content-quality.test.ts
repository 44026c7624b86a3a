import type { Code, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { isIndexFile } from '@/lib/content/paths';
import { renderMarkdown } from '@/lib/markdown/render';
import { siteConfig } from '@/lib/site-config';
import { contentMarkdownFiles, readContentFile } from './helpers/content';

const MIN_WORDS = 250;
const MIN_WORDS_INDEX = 150;
const PLACEHOLDER = /\b(lorem|todo|tbd)\b/gi;

function fences(body: string): Code[] {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(body) as Root;
  const found: Code[] = [];
  visit(tree, 'code', (node: Code) => {
    found.push(node);
  });
  return found;
}

const files = contentMarkdownFiles();

describe.each(files)('content/%s', (file) => {
  const { source, data, body } = readContentFile(file);
  const rendered = renderMarkdown(body, file);
  const at = `content/${file}`;

  it('has a description', () => {
    expect(typeof data.description === 'string' && data.description.trim() !== '', `${at}: description is missing`).toBe(true);
  });

  it('has enough prose', () => {
    const minimum = isIndexFile(file) ? MIN_WORDS_INDEX : MIN_WORDS;
    expect(rendered.wordCount, `${at}: ${rendered.wordCount} words of prose, at least ${minimum} expected`).toBeGreaterThanOrEqual(minimum);
  });

  it('has at least two h2 sections', () => {
    const sections = rendered.headings.filter((heading) => heading.depth === 2).length;
    expect(sections, `${at}: ${sections} h2 section(s), at least 2 expected`).toBeGreaterThanOrEqual(2);
  });

  it('gives every code fence a language', () => {
    const bare = fences(body).filter((fence) => !fence.lang).map((fence) => `line ${fence.position!.start.line}`);
    expect(bare, `${at}: code fences without a language (lines counted from the end of the frontmatter)`).toEqual([]);
  });

  it('contains no placeholder text', () => {
    expect(source.match(PLACEHOLDER) ?? [], `${at}: placeholder text`).toEqual([]);
  });
});

describe('the site as a whole', () => {
  const languages = new Set(files.flatMap((file) => fences(readContentFile(file).body).map((fence) => fence.lang)));

  it.each(siteConfig.codeLanguages)('shows at least one %s code block', (language) => {
    expect(languages.has(language), `no content file has a \`\`\`${language} fence`).toBe(true);
  });
});

describe('the placeholder check itself', () => {
  it('matches whole words in any case, not parts of words', () => {
    expect('A TODO here, tbd there, Lorem ipsum.'.match(PLACEHOLDER)).toEqual(['TODO', 'tbd', 'Lorem']);
    expect('Todos, stbd and loremipsum'.match(PLACEHOLDER)).toBeNull();
  });
});
