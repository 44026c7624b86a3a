import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { rehypeInertOutput } from '@/lib/markdown/rehype-inert-output';
import { renderMarkdown } from '@/lib/markdown/render';

const article = (...children: Element[]): Root => ({ type: 'root', children: [{ type: 'element', tagName: 'div', properties: {}, children }] });
const element = (tagName: string, properties: Record<string, string> = {}): Element => ({ type: 'element', tagName, properties, children: [] });

describe('rehypeInertOutput', () => {
  it('stops a page whose HTML would hold a script, a meta refresh, a form or an event handler', () => {
    for (const [node, named] of [
      [element('script'), '<script>'],
      [element('meta', { httpEquiv: 'refresh' }), '<meta>'],
      [element('form'), '<form>'],
      [element('img', { src: 'x.png', onError: 'alert(1)' }), '<img onError>'],
      [element('a', { xLinkHref: 'javascript:alert(1)' }), '<a xLinkHref>'],
      [element('button', { formAction: '/elsewhere' }), '<button formAction>'],
      [element('animate', { attributeName: 'href' }), '<animate>'],
      [element('use', { href: 'https://evil.example/sprite.svg#x' }), '<use>'],
    ] as const) {
      expect(() => rehypeInertOutput()(article(node)), named).toThrow(`its HTML would hold ${named}, which no page may carry`);
    }
  });

  it('passes what the render writes for every kind of block a page has', () => {
    const markdown = ['# Page', '', '> [!NOTE]', '> A callout.', '', '- [x] a task', '', '| a | b |', '|---|---|', '| 1 | 2 |', '', '```kotlin title="Main.kt"', 'fun main() = println("<script>")', '```', '', '```mermaid', 'flowchart LR', '  A --> B', '```'].join('\n');
    expect(renderMarkdown(markdown, 'inert.md').html).toContain('&#x3C;script>');
  });
});
