import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { escapeMarkdownText } from '../../../lib/markdown/escape-markdown';

/** What a Markdown reader makes of the escaped text: the node types of its one paragraph, and its words. */
function read(markdown: string) {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown);
  const blocks = tree.children;
  const paragraph = blocks[0];
  const inline = paragraph?.type === 'paragraph' ? paragraph.children : [];
  return { blocks: blocks.map((node) => node.type), inline: inline.map((node) => node.type), text: inline.map((node) => ('value' in node ? node.value : '')).join('') };
}

describe('escapeMarkdownText', () => {
  it.each([
    'Probe [click](javascript:alert(1)) ](x) | pipes',
    '<b>bold</b> and *stars* and `ticks` and ~~gone~~ and ![img](x.png)',
    '_emphasis_ and __strong__ and a trailing_ and _leading',
    '# not a heading',
    '1. not a list',
    '- not a list either',
    'AT&amp;T &copy;',
  ])('keeps %j as plain words', (title) => {
    expect(read(escapeMarkdownText(title))).toEqual({ blocks: ['paragraph'], inline: ['text'], text: title });
  });

  it('shows a bare address as code, so it becomes no link', () => {
    const title = 'see https://evil.example/x.md, www.evil.example and ops@evil.example [x](y)';
    const { inline, text } = read(escapeMarkdownText(title));
    expect(inline).toEqual(['text', 'inlineCode', 'text', 'inlineCode', 'text', 'inlineCode', 'text']);
    expect(text).toBe(title);
    expect(escapeMarkdownText('a `tick` in https://x.org/`a`')).toBe('a \\`tick\\` in `` https://x.org/`a` ``');
  });

  it.each(['A title_www.evil.example', 'See _www.evil.example now', '(https://evil.example)'])('shows an address right after punctuation as code too: %j', (title) => {
    const { inline, text } = read(escapeMarkdownText(title));
    expect(inline).not.toContain('link');
    expect(inline).toContain('inlineCode');
    expect(text).toBe(title);
  });

  it('writes an underscore inside a word as it is, as readers and assistants see it in the names they copy', () => {
    expect(escapeMarkdownText("Sokol's container_map and entity_slot_in_map")).toBe("Sokol's container_map and entity_slot_in_map");
    expect(read(escapeMarkdownText('container_map_ and _x_y'))).toMatchObject({ inline: ['text'], text: 'container_map_ and _x_y' });
  });
});
