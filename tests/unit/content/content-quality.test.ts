import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { remarkDependencyBlock } from '@/lib/markdown/remark-dependency-block';
import { parseMarkdown } from '@/lib/markdown/render';
import { siteConfig } from '@/lib/site-config';
import { contentMarkdownFiles, readContentFile } from '@/tests/unit/helpers/content';

// Each page is held to the writer rules, page-quality warnings included, in content-routes.test.ts.
describe('the real content as a whole', () => {
  const fenceLanguagesShown = new Set(
    contentMarkdownFiles().flatMap((file) => {
      const found: string[] = [];
      // As the page shows them: a dependency block is shown as its kotlin, groovy, xml and toml snippets.
      const tree = parseMarkdown(readContentFile(file).body);
      remarkDependencyBlock()(tree);
      visit(tree as Root, 'code', (node: Code) => void found.push(node.lang ?? ''));
      return found;
    }),
  );

  it.each(siteConfig.codeLanguages)('shows at least one %s code block', (language) => {
    expect(fenceLanguagesShown.has(language), `no content file has a \`\`\`${language} fence`).toBe(true);
  });
});
