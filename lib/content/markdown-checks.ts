import type { Code, Heading, Html, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { fenceLanguages, isFenceLanguage } from '../markdown/highlighter';

const COMMENT = /^<!--[\s\S]*?-->$/;

export interface BodyProblem {
  /** Line in the markdown body (1-based), before the frontmatter offset is added. */
  line: number;
  message: string;
}

const languageList = fenceLanguages.join(', ');

/**
 * Problems the renderer would otherwise hide: raw HTML (dropped from the page without a word), a
 * second h1, and code fences without a known language (the highlighter would stop at the first).
 */
export function bodyProblems(tree: Root): BodyProblem[] {
  const problems: BodyProblem[] = [];
  const at = (node: { position?: { start: { line: number } } }) => node.position?.start.line ?? 1;
  visit(tree, (node) => {
    if (node.type === 'html') {
      const html = (node as Html).value.trim();
      if (COMMENT.test(html)) return;
      problems.push({
        line: at(node),
        message: `raw HTML "${html.split('\n')[0]!.slice(0, 40)}" is not rendered: the page would silently lose it. Write it in markdown instead (a callout for an aside, a table, a list); only HTML comments are allowed.`,
      });
    } else if (node.type === 'heading' && (node as Heading).depth === 1) {
      problems.push({
        line: at(node),
        message: 'a "# " heading would be a second h1: the frontmatter title is the page\'s h1. Start sections with "## ".',
      });
    } else if (node.type === 'code') {
      const { lang } = node as Code;
      if (!lang) {
        problems.push({ line: at(node), message: `code block without a language: write it as a fenced block with one of ${languageList} after the opening \`\`\`.` });
      } else if (!isFenceLanguage(lang)) {
        problems.push({ line: at(node), message: `unknown code language "${lang}": use one of ${languageList}.` });
      }
    }
  });
  return problems;
}
