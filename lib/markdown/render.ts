import type { Root as MdastRoot } from 'mdast';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { SKIP, visit } from './visit';
import { rehypeHighlight } from './highlighter';
import { type ImageOptions, rehypeImages } from './rehype-images';
import { rehypeCodeBlocks } from './rehype-code-blocks';
import { rehypeCodeTabs } from './rehype-code-tabs';
import { rehypeCommandTables } from './rehype-command-tables';
import { rehypeHeadings } from './rehype-headings';
import { rehypeSafeUrls } from './rehype-safe-urls';
import { rehypeBasePath } from './rehype-base-path';
import { rehypeTables } from './rehype-tables';
import { rehypeInlineCode } from './rehype-inline-code';
import { rehypeInertOutput } from './rehype-inert-output';
import { rehypeHeadingIds } from './rehype-heading-ids';
import { remarkCallouts } from './remark-callouts';
import { remarkDependencyBlock } from './remark-dependency-block';
import { markdownLinkRoute } from '../navigation/routes';
import type { Heading } from '../navigation/toc';
import { remarkMarkdownLinks } from './remark-md-links';
import { rehypeSymbolAnchors, type SymbolDefinition } from './rehype-symbol-anchors';
import { remarkSymbols } from './remark-symbols';
import { remarkSteps } from './remark-steps';
import { remarkMermaid } from './remark-mermaid';
import { remarkConfigLinks } from './remark-config-links';
import { rehypeConfigLinks } from './rehype-config-links';
import { idsIn } from './unique-ids';

export interface RenderedDoc {
  html: string;
  headings: Heading[];
  /** Prose only (code blocks left out), for search records and word counts. */
  text: string;
  wordCount: number;
  /** Every id in the page body, which `#fragment` links may target. */
  anchors: string[];
  /** The API names the page defines, those it mentions, and the mentions a writer kept plain (`<!-- no-link -->`). */
  symbols: PageSymbols;
}

export interface PageSymbols {
  definitions: SymbolDefinition[];
  mentions: string[];
  optedOut: string[];
}

export function normalizeLineEndings(source: string): string {
  return source.replace(/\r\n?/g, '\n');
}

function proseText(tree: MdastRoot): string {
  const words: string[] = [];
  visit(tree, (node) => {
    if (node.type === 'code' || node.type === 'html') return SKIP;
    if (node.type === 'text' || node.type === 'inlineCode') words.push(node.value);
    return undefined;
  });
  return words.join(' ').replace(/\s+/g, ' ').trim();
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

// The CMS preview renders its page again on every change of its state (a stylesheet loaded, dark
// mode, the title typed), and the designers' page renders the samples once per colour mode: a few
// recent bodies are enough, and no more of their HTML is held in memory.
const cache = new Map<string, RenderedDoc>();
const CACHED_DOCS = 16;

/** A markdown body (frontmatter removed, LF line endings) → its syntax tree: the one parse each file gets. */
export function parseMarkdown(markdown: string): MdastRoot {
  return unified().use(remarkParse).use(remarkGfm).parse(markdown);
}

/** Without `images` (a page rendered outside the content check), images stay plain `<img>` elements. */
const plainImages: ImageOptions = { imageAt: () => null };

/** A parsed body → HTML and the data derived from it. The tree is transformed in place. */
export function renderTree(mdast: MdastRoot, sourcePath: string, images: ImageOptions = plainImages): RenderedDoc {
  const headings: Heading[] = [];
  const symbols: PageSymbols = { definitions: [], mentions: [], optedOut: [] };
  const processor = unified()
    .use(remarkGfm)
    .use(remarkSymbols, symbols)
    .use(remarkConfigLinks)
    .use(remarkDependencyBlock)
    .use(remarkCallouts)
    .use(remarkSteps)
    .use(remarkMermaid)
    .use(remarkMarkdownLinks, { routeOf: (href) => markdownLinkRoute(href, sourcePath) })
    .use(remarkRehype, { allowDangerousHtml: false })
    .use(rehypeSafeUrls)
    .use(rehypeBasePath)
    .use(rehypeImages, images)
    .use(rehypeSlug)
    .use(rehypeHeadingIds)
    .use(rehypeSymbolAnchors, { sink: symbols.definitions })
    .use(rehypeHeadings, { sink: headings })
    .use(rehypeHighlight)
    .use(rehypeConfigLinks)
    .use(rehypeCodeTabs)
    .use(rehypeCodeBlocks)
    .use(rehypeTables)
    .use(rehypeInlineCode)
    .use(rehypeCommandTables)
    .use(rehypeInertOutput)
    .use(rehypeStringify, { allowDangerousHtml: false });
  const hast = processor.runSync(mdast);
  const html = processor.stringify(hast);
  const text = proseText(mdast);
  return { html, headings, text, wordCount: countWords(text), anchors: [...idsIn(hast)], symbols };
}

/** Markdown body → HTML and the data derived from it. Runs at content-build time only. */
export function renderMarkdown(markdown: string, sourcePath: string): RenderedDoc {
  const source = normalizeLineEndings(markdown);
  const key = `${sourcePath}\0${source}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const rendered = renderTree(parseMarkdown(source), sourcePath);
  cache.set(key, rendered);
  if (cache.size > CACHED_DOCS) cache.delete(cache.keys().next().value!);
  return rendered;
}
