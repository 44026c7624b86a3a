import type { Blockquote, Code, Heading, Html, PhrasingContent, Root, Text } from 'mdast';
import { visit } from 'unist-util-visit';
import { fenceLanguages, isFenceLanguage } from '../markdown/highlighter';
import { calloutKinds } from '../markdown/remark-callouts';

const COMMENT = /^<!--[\s\S]*?-->$/;

interface BodyProblem {
  /** Line in the markdown body (1-based), before the frontmatter offset is added. */
  line: number;
  column: number;
  message: string;
}

const languageList = fenceLanguages.join(', ');
const calloutList = Object.keys(calloutKinds).map((kind) => `[!${kind}]`).join(', ');

/** The text a paragraph starts with, looking inside bold or italics (`**[!NOTE]**`). */
function leadingText(node: PhrasingContent | undefined): { text: string; plain: boolean } | null {
  if (node?.type === 'text') return { text: node.value, plain: true };
  if (node && 'children' in node) {
    const inner = leadingText(node.children[0] as PhrasingContent | undefined);
    return inner && { text: inner.text, plain: false };
  }
  return null;
}

/** A quote that tries to be a callout but would render as a plain quote, or names no known kind. */
function calloutProblem(quote: Blockquote): string | null {
  const paragraph = quote.children[0];
  if (paragraph?.type !== 'paragraph') return null;
  const lead = leadingText(paragraph.children[0]);
  const marker = lead && /^\[!\s*(\w*)\s*\]/.exec(lead.text);
  if (!lead || !marker) return null;
  const kind = marker[1]!;
  if (!(kind.toUpperCase() in calloutKinds)) return `unknown callout "${marker[0]}": use one of ${calloutList}.`;
  if (lead.plain && marker[0] === `[!${kind}]`) return null;
  return `callout marker "${marker[0]}" would show as plain text: write [!${kind.toUpperCase()}] at the very start of the quote, without spaces or formatting.`;
}

const CUSTOM_ID = /\s*\{#[^}]*\}\s*$/;
const UNDEFINED_REFERENCE = /\[[^\]\n]+\]\[[^\]\n]+\]/;

/**
 * Problems the renderer would otherwise hide or stop at: raw HTML (dropped from the page without a
 * word), a second h1, custom heading ids, callout markers that would stay plain text, reference
 * links without a definition, and code fences without a known language.
 */
export function bodyProblems(tree: Root): BodyProblem[] {
  const problems: BodyProblem[] = [];
  const at = (node: { position?: { start: { line: number; column: number } } }) => node.position?.start ?? { line: 1, column: 1 };
  visit(tree, (node) => {
    if (node.type === 'blockquote') {
      const problem = calloutProblem(node as Blockquote);
      if (problem) problems.push({ ...at(node), message: problem });
    } else if (node.type === 'text') {
      const reference = UNDEFINED_REFERENCE.exec((node as Text).value);
      if (reference) {
        problems.push({
          ...at(node),
          message: `reference link "${reference[0]}" has no definition, so it shows as plain text: add a line such as \`[label]: /path\` or write the link inline.`,
        });
      }
    } else if (node.type === 'html') {
      const html = (node as Html).value.trim();
      if (COMMENT.test(html)) return;
      problems.push({
        ...at(node),
        message: `raw HTML "${html.split('\n')[0]!.slice(0, 40)}" is not rendered: the page would silently lose it. Write it in markdown instead (a callout for an aside, a table, a list); only HTML comments are allowed.`,
      });
    } else if (node.type === 'heading') {
      const heading = node as Heading;
      const last = heading.children[heading.children.length - 1];
      if (heading.depth === 1) {
        problems.push({
          ...at(node),
          message: 'a "# " heading would be a second h1: the frontmatter title is the page\'s h1. Start sections with "## ".',
        });
      } else if (last?.type === 'text' && CUSTOM_ID.test(last.value)) {
        problems.push({
          ...at(node),
          message: `custom heading ids ("${last.value.match(CUSTOM_ID)![0].trim()}") are not supported and would show as text: the id comes from the heading's words.`,
        });
      }
    } else if (node.type === 'code') {
      const { lang } = node as Code;
      if (!lang) {
        problems.push({ ...at(node), message: `code block without a language: write it as a fenced block with one of ${languageList} after the opening \`\`\`.` });
      } else if (!isFenceLanguage(lang)) {
        problems.push({ ...at(node), message: `unknown code language "${lang}": use one of ${languageList}.` });
      }
    }
  });
  return problems;
}
