import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '@/lib/markdown/render';
import { parseHtml } from '@/tests/unit/helpers/html';

const markdown = [
  '# Page title',
  '',
  '## Getting started',
  '',
  'Text.',
  '',
  '### The `plural` keyword',
  '',
  '#### Too deep for the TOC',
  '',
  '## Getting started',
].join('\n');

describe('rehype-headings', () => {
  const rendered = renderMarkdown(markdown, 'glossa/concepts/icu.md');

  it('gives a heading an id and a "#" anchor link to it, beside the heading so that the heading is named by its words alone', () => {
    expect(renderMarkdown('## Getting started', 'a.md').html).toBe(
      '<div class="heading-wrapper level-h2"><h2 id="getting-started">Getting started</h2><a class="heading-anchor" href="#getting-started" aria-label="Direct link to Getting started" data-pagefind-ignore="">#</a></div>',
    );
  });

  it('collects only h2 and h3 headings, in order, with plain text and unique ids', () => {
    expect(rendered.headings).toEqual([
      { depth: 2, text: 'Getting started', id: 'getting-started' },
      { depth: 3, text: 'The plural keyword', id: 'the-plural-keyword' },
      { depth: 2, text: 'Getting started', id: 'getting-started-1' },
    ]);
  });

  it('adds an anchor to every heading level, each pointing at its own id', () => {
    const root = parseHtml(rendered.html);
    const headings = [...root.querySelectorAll('h1, h2, h3, h4')];
    expect(headings).toHaveLength(5);
    for (const heading of headings) {
      expect(heading.querySelector('a')).toBeNull();
      const anchor = heading.nextElementSibling;
      expect(anchor?.getAttribute('href')).toBe(`#${heading.id}`);
      expect(anchor?.getAttribute('aria-label')).toMatch(/^Direct link to /);
    }
    expect(root.querySelector('h4 + a')?.getAttribute('aria-label')).toBe('Direct link to Too deep for the TOC');
  });

  it('keeps the footnotes heading out of the table of contents', () => {
    const withFootnote = renderMarkdown('## Setup\n\nA claim.[^1]\n\n[^1]: The source.', 'a.md');
    expect(withFootnote.headings.map((heading) => heading.text)).toEqual(['Setup']);
  });

  it('lists every heading id as a possible link target', () => {
    expect(rendered.anchors).toEqual(['page-title', 'getting-started', 'the-plural-keyword', 'too-deep-for-the-toc', 'getting-started-1']);
  });
});
