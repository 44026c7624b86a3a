import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '@/lib/markdown/render';
import { parseHtml } from '@/tests/unit/helpers/html';

const inlineCode = (markdown: string) => parseHtml(renderMarkdown(markdown, 'a.md').html).querySelector('p > code, td > code')!;

describe('rehype-inline-code', () => {
  it('keeps a short token such as a locale tag on one line', () => {
    const code = inlineCode('Set the locale to `en-US` first.');
    expect(code.className).toBe('code-unbroken');
    expect(code.innerHTML).toBe('en-US');
  });

  it('lets a long call wrap only after dots, parentheses and commas', () => {
    const code = inlineCode('| Member | What |\n| --- | --- |\n| `drawableOf(player, CraftBullet.DrawType.SHAPE)` | Draws it. |');
    expect(code.innerHTML).toBe('drawableOf(<wbr>player, CraftBullet.<wbr>DrawType.<wbr>SHAPE)');
    expect(code.textContent).toBe('drawableOf(player, CraftBullet.DrawType.SHAPE)');
    expect(code.hasAttribute('class')).toBe(false);
  });

  it('breaks a name too long for a narrow cell between its camelCase humps', () => {
    expect(inlineCode('Use `TypeSerializerCollectionBuilderFactory.defaults()` here.').innerHTML).toBe(
      'Type<wbr>Serializer<wbr>Collection<wbr>Builder<wbr>Factory.<wbr>defaults()',
    );
  });

  it('breaks a short dotted key or path at its dots and slashes, and short code with spaces at them, keeping only a plain token whole', () => {
    expect(inlineCode('Set `command.core.reload.post` here.').innerHTML).toBe('command.<wbr>core.<wbr>reload.<wbr>post');
    expect(inlineCode('Run `/alexandria help [query]` here.').hasAttribute('class')).toBe(false);
    expect(inlineCode('Pick `en-US` here.').className).toBe('code-unbroken');
  });

  it('keeps a command\'s short hyphenated words whole, where a browser would break after the hyphen', () => {
    const code = inlineCode('| Command | What |\n| --- | --- |\n| `/sokol draw [-h] [-s]` | Draws it. |');
    expect(code.innerHTML).toBe('/sokol draw <span class="code-unbroken">[-h]</span> <span class="code-unbroken">[-s]</span>');
    expect(code.textContent).toBe('/sokol draw [-h] [-s]');
  });

  it('leaves code blocks alone', () => {
    const html = renderMarkdown('```kotlin\nval serializers = TypeSerializerCollection.defaults().childBuilder()\n```', 'a.md').html;
    expect(html).not.toContain('<wbr>');
    expect(html).not.toContain('code-unbroken');
  });
});
