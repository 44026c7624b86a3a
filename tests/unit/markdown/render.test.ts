import { describe, expect, it } from 'vitest';
import { countWords, renderMarkdown } from '@/lib/markdown/render';

describe('word count', () => {
  it('counts prose words and leaves code blocks out', () => {
    const markdown = ['One two three.', '', '```kotlin', 'val a = listOf(1, 2, 3, 4, 5)', '```', '', 'Four and `five`.'].join('\n');
    const rendered = renderMarkdown(markdown, 'a.md');
    expect(rendered.wordCount).toBe(6);
    expect(rendered.text).not.toContain('listOf');
  });

  it('counts words in headings, lists, tables and link text', () => {
    const markdown = ['## Set up', '', '- first item', '', '| Key | Value |', '| --- | --- |', '| a | b |', '', 'See [the guide](/guide).'].join('\n');
    // Set up (2) + first item (2) + Key Value a b (4) + See the guide (3)
    expect(renderMarkdown(markdown, 'a.md').wordCount).toBe(11);
  });

  it('does not count the label a callout gets, only what the writer wrote', () => {
    const rendered = renderMarkdown('> [!WARNING]\n> Back up the world first.', 'a.md');
    expect(rendered.wordCount).toBe(5);
    expect(rendered.text).toBe('Back up the world first.');
  });

  it('does not count the "#" heading anchors or punctuation as words', () => {
    expect(renderMarkdown('## Title\n\nAlpha — beta, gamma - delta.', 'a.md').wordCount).toBe(5);
    expect(countWords('— - … 2023 Glossa')).toBe(2);
  });
});

describe('line endings', () => {
  it('renders CRLF source exactly like LF source', () => {
    const lf = '## Install\n\nRun:\n\n```kotlin {2}\nval a = 1\nval b = 2\n```\n\n> [!TIP]\n> Done.\n';
    const crlf = lf.replace(/\n/g, '\r\n');
    const fromCrlf = renderMarkdown(crlf, 'a.md');
    expect(fromCrlf.html).not.toContain('\r');
    expect(fromCrlf.html).toBe(renderMarkdown(lf, 'a.md').html);
    expect(fromCrlf.headings).toEqual([{ depth: 2, text: 'Install', id: 'install' }]);
  });
});
