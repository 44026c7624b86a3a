import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '@/lib/markdown/render';
import { parseHtml } from '@/tests/unit/helpers/html';

const table = '| Library | Version |\n| --- | --- |\n| Glossa | 0.6.0 |';

describe('rehype-tables', () => {
  it('wraps a table in a focusable, labelled scroll region inside a frame for the edge fades', () => {
    expect(renderMarkdown(table, 'a.md').html).toBe(
      [
        '<div class="table-frame"><div class="table-scroll" tabindex="0" data-scroll-region="" role="region" aria-label="Table: Library, Version"><table class="stack-on-phone">',
        '<thead>',
        '<tr>',
        '<th>Library</th>',
        '<th>Version</th>',
        '</tr>',
        '</thead>',
        '<tbody>',
        '<tr>',
        '<td>Glossa</td>',
        '<td>0.6.0</td>',
        '</tr>',
        '</tbody>',
        '</table></div></div>',
      ].join('\n'),
    );
  });

  it('wraps every table once and nothing else', () => {
    const root = parseHtml(renderMarkdown(`${table}\n\nBetween.\n\n${table}`, 'a.md').html);
    const regions = [...root.querySelectorAll('[role="region"]')];
    expect(regions).toHaveLength(2);
    for (const region of regions) {
      expect(region.children).toHaveLength(1);
      expect(region.firstElementChild?.tagName).toBe('TABLE');
    }
    expect(root.querySelector('p')?.parentElement).toBe(root);
  });

  it('stacks tables of two and three columns on phones, the third kind with its column names on the cells', () => {
    const wide = '| A | B | C | D |\n| --- | --- | --- | --- |\n| 1 | 2 | 3 | 4 |';
    const root = parseHtml(renderMarkdown(`${table}\n\n| Key | Default | What it does |\n| --- | --- | --- |\n| a | b | c |\n\n${wide}`, 'a.md').html);
    expect([...root.querySelectorAll('table')].map((node) => node.classList.contains('stack-on-phone'))).toEqual([true, true, false]);
    expect([...root.querySelectorAll('td')].slice(2, 5).map((cell) => cell.getAttribute('data-label'))).toEqual([null, 'Default', 'What it does']);
  });

  it('names each region of a page differently: by its headers, then its section, then a number', () => {
    const markdown = `## Types\n\n${table}\n\n## Functions\n\n${table}\n\n${table}\n\n| Other | X |\n| --- | --- |\n| a | b |`;
    const root = parseHtml(renderMarkdown(markdown, 'a.md').html);
    expect([...root.querySelectorAll('[role="region"]')].map((region) => region.getAttribute('aria-label'))).toEqual([
      'Table: Library, Version (Types)',
      'Table: Library, Version (Functions) 1',
      'Table: Library, Version (Functions) 2',
      'Table: Other, X',
    ]);
  });
});
