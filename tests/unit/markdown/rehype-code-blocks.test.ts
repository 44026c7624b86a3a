import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '@/lib/markdown/render';
import { parseHtml } from '@/tests/unit/helpers/html';

const fence = (info: string, code: string) => `\`\`\`${info}\n${code}\n\`\`\``;
const render = (markdown: string) => parseHtml(renderMarkdown(markdown, 'guide.md').html);

describe('rehype-code-blocks', () => {
  const titled = render(fence('kotlin title="build.gradle.kts" {2,4-5}', ['plugins {', '  kotlin("jvm")', '}', 'repositories {', '  mavenCentral()', '}'].join('\n')));
  const frame = titled.querySelector('div.code-block');

  it('wraps the code in a frame with the title from title="…"', () => {
    expect(frame).not.toBeNull();
    expect(frame?.querySelector('.code-block-title')?.textContent).toBe('build.gradle.kts');
    expect(frame?.querySelector('pre')?.getAttribute('aria-label')).toBe('build.gradle.kts');
  });

  it('names a titled <pre> only through a role that allows a name (valid HTML)', () => {
    expect(frame?.querySelector('pre')?.getAttribute('role')).toBe('group');
  });

  it('writes line numbers as data-line, not as the invalid attribute line', () => {
    const numbered = render(fence('kotlin showLineNumbers', 'val a = 1\nval b = 2'));
    expect([...numbered.querySelectorAll('.code-line')].map((line) => line.getAttribute('data-line'))).toEqual(['1', '2']);
    expect(numbered.querySelector('[line]')).toBeNull();
  });

  it('marks the lines listed in {2,4-5} as highlighted, and only those', () => {
    const lines = [...frame!.querySelectorAll('.code-line')];
    expect(lines).toHaveLength(6);
    const highlighted = lines.flatMap((line, index) => (line.classList.contains('highlight-line') ? [index + 1] : []));
    expect(highlighted).toEqual([2, 4, 5]);
  });

  it('reads a range past the block’s end as its lines, never listing the lines it does not have', () => {
    const marked = (meta: string) => {
      const lines = [...render(fence(`kotlin ${meta}`, 'val a = 1\nval b = 2\nval c = 3')).querySelectorAll('.code-line')];
      return { lines: lines.length, highlighted: lines.flatMap((line, index) => (line.classList.contains('highlight-line') ? [index + 1] : [])), inserted: lines.flatMap((line, index) => (line.classList.contains('inserted') ? [index + 1] : [])) };
    };
    expect(marked('{2-140000000}')).toEqual({ lines: 3, highlighted: [2, 3], inserted: [] });
    expect(marked('ins={3-99999999} {1}')).toEqual({ lines: 3, highlighted: [1], inserted: [3] });
    expect(marked('{9-12}')).toEqual({ lines: 3, highlighted: [], inserted: [] });
  });

  it('adds a Copy button with an accessible name', () => {
    const button = frame?.querySelector('button');
    expect(button?.getAttribute('type')).toBe('button');
    expect(button?.getAttribute('aria-label')).toBe('Copy code to clipboard');
    expect(button?.textContent).toBe('Copy');
    expect(button?.hasAttribute('data-copy-code')).toBe(true);
  });

  it('makes the scrollable <pre> reachable by keyboard', () => {
    expect(frame?.querySelector('pre')?.getAttribute('tabindex')).toBe('0');
    expect(frame?.querySelector('pre')?.hasAttribute('data-scroll-region')).toBe(true);
  });

  it('has no title bar when the fence has no title, and names its tab stop "Code"', () => {
    const plain = render(fence('kotlin', 'val x = 1')).querySelector('div.code-block');
    expect(plain?.querySelector('.code-block-title')).toBeNull();
    expect(plain?.querySelector('pre')?.getAttribute('aria-label')).toBe('Code');
    expect(plain?.querySelector('pre')?.getAttribute('role')).toBe('group');
    expect(plain?.querySelector('button[aria-label="Copy code to clipboard"]')).not.toBeNull();
  });

  it('keeps the code text intact for copying', () => {
    const code = 'val greeting = "hi"\nprintln(greeting)';
    expect(render(fence('kotlin', code)).querySelector('code')?.textContent).toBe(`${code}\n`);
  });
});

describe('syntax highlighting', () => {
  it.each([
    ['kotlin', 'val answer = 42', '.token.keyword', 'val'],
    ['java', 'public class Main {}', '.token.class-name', 'Main'],
    ['toml', '[plugin]\nname = "glossa"', '.token.string', '"glossa"'],
    ['json5', '{ unquoted: 1, // a comment\n}', '.token.comment', '// a comment'],
    ['icu-message-format', '{count, plural, one {# item} other {# items}}', '.token.argument-name', 'count'],
    ['hocon', 'home = ${user.home}', '.token.substitution .token.variable', 'user.home'],
    ['groovy', "def plugin = 'java'", '.token.string', "'java'"],
    ['xml', '<version>0.6.0</version>', '.token.tag .token.tag', '<version'],
    ['properties', 'kotlin.code.style=official', '.token.key', 'kotlin.code.style'],
    ['diff', '-old\n+new', '.token.prefix.inserted', '+'],
  ])('highlights %s', (language, code, selector, text) => {
    const root = render(fence(language, code));
    expect(root.querySelector('pre')?.className).toContain(`language-${language}`);
    expect(root.querySelectorAll('.token').length).toBeGreaterThan(1);
    expect([...root.querySelectorAll(selector)].map((token) => token.textContent)).toContain(text);
  });

  it('throws on a language that is not registered, naming it', () => {
    expect(() => renderMarkdown(fence('kotln', 'val x = 1'), 'guide.md')).toThrow(/kotln/);
  });

  it('renders plain text without tokens', () => {
    const root = render(fence('text', 'just words'));
    expect(root.querySelector('code')?.textContent).toBe('just words\n');
    expect(root.querySelector('.token')).toBeNull();
  });
});
