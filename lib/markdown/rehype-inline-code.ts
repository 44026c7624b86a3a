import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from './visit';
import { siteConfig } from '../site-config';
import { h, text } from './hast-elements';

// After a member access, an opening parenthesis, a comma, a path separator or an underscore: where
// a reader expects a long identifier to go on; never after a leading one (`/command`, ` .conf`).
const PUNCTUATION_BREAKS = /(?<=\S[.(,/_])(?=[^\s.(),/_])/g;
// Between the humps of a camelCase name, only in a name too long to fit a narrow cell whole, so
// `CraftBullet.DrawType` breaks at its dot, never inside `CraftBullet`.
const CAMEL_CASE_BREAKS = /(?<=[a-z0-9])(?=[A-Z])/g;
const LONG_NAME_CHARS = 20;

function withBreakPoints(code: string): ElementContent[] {
  const parts = code.split(PUNCTUATION_BREAKS).flatMap((part) => (part.length > LONG_NAME_CHARS ? part.split(CAMEL_CASE_BREAKS) : [part]));
  return parts.flatMap((part, index): ElementContent[] => [...(index > 0 ? [h('wbr')] : []), text(part)]);
}

/**
 * Code with spaces (a command and its options) wraps at its spaces and its usual break points, but
 * a short word with a hyphen in it stays whole: a browser breaks after a hyphen, which split
 * `[-s]` into "[-" and "s]", a flag no longer.
 */
function withWordsKept(code: string): ElementContent[] {
  return code.split(/(\s+)/).flatMap((word): ElementContent[] => {
    if (/\s/.test(word) || word === '') return word === '' ? [] : [text(word)];
    if (word.includes('-') && word.length <= siteConfig.inlineCodeUnbrokenChars) return [h('span', { className: ['code-unbroken'] }, [text(word)])];
    return withBreakPoints(word);
  });
}

/**
 * Inline code (not code blocks): a short token (a locale tag, a key) is marked to stay on
 * one line, so `en-US` never breaks at its hyphen; longer code gets `<wbr>` break opportunities at
 * sensible points, so a long call in a narrow table cell wraps between names instead of mid-name.
 */
export function rehypeInlineCode() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, _index, parent) => {
      if (node.tagName === 'pre') return 'skip';
      if (node.tagName !== 'code' || (parent?.type === 'element' && parent.tagName === 'pre')) return;
      const text = toString(node);
      // Code with spaces (a command, a message) may wrap at them like prose, and a dotted key or a
      // path at its dots and slashes (a key column stays narrow); only a plain token stays whole.
      const token = !/\s/.test(text) && text.split(PUNCTUATION_BREAKS).length === 1;
      if (text.length <= siteConfig.inlineCodeUnbrokenChars && token) node.properties.className = ['code-unbroken'];
      else node.children = node.children.flatMap((child) => (child.type === 'text' ? withWordsKept(child.value) : [child]));
      return 'skip';
    });
  };
}
