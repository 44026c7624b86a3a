import { describe, expect, it } from 'vitest';
import { LAYOUT_IDS } from '@/lib/navigation/layout-ids';
import { renderMarkdown } from '@/lib/markdown/render';

const headingIds = (markdown: string) => [...renderMarkdown(markdown, 'ids.md').html.matchAll(/<h[1-6][^>]*\bid="([^"]*)"/g)].map((match) => match[1]);

describe('heading ids', () => {
  it('never take an id the layout gives its own elements, which their links would lead to instead', () => {
    const ids = headingIds(Object.values(LAYOUT_IDS).map((id) => `## ${id.replaceAll('-', ' ')}\n\nText.\n`).join('\n'));
    expect(ids).toEqual(Object.values(LAYOUT_IDS).map((id) => `${id}-1`));
  });

  it('are never empty for a heading with no letters or digits, nor take an id a heading has', () => {
    expect(headingIds('## 🎉\n\nA\n\n## !!!\n\nB\n\n## Section\n\nC\n')).toEqual(['section-1', 'section-2', 'section']);
  });

  it('never take an id the render gives a diagram’s parts or the footnotes', () => {
    const markdown = '## Footnote label\n\nA note.[^1]\n\n### User content fn 1\n\nText.\n\n```mermaid\nflowchart LR\n  A --> B\n```\n\n### Diagram 1 arrowhead\n\nText.\n\n[^1]: The note.\n';
    const html = renderMarkdown(markdown, 'ids.md').html;
    const ids = [...html.matchAll(/\bid="([^"]*)"/g)].map((match) => match[1]);
    expect(ids.length).toBe(new Set(ids).size);
    expect(headingIds(markdown)).toEqual(expect.arrayContaining(['footnote-label-1', 'user-content-fn-1-1', 'footnote-label']));
    expect(html).toContain('id="footnote-label"');
  });

  it('stay as rehype-slug makes them otherwise', () => {
    expect(headingIds('## Getting started\n\nA\n\n## Getting started\n\nB\n')).toEqual(['getting-started', 'getting-started-1']);
  });
});
