import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '@/lib/markdown/render';
import { parseHtml } from '@/tests/unit/helpers/html';

const table = '| Library | Version |\n| --- | --- |\n| Glossa | 0.6.0 |';

describe('rehype-tables', () => {
  it('wraps a table in a focusable, labelled scroll region inside a frame for the edge fades', () => {
    expect(renderMarkdown(table, 'a.md').html).toBe(
      [
        '<div class="table-frame"><div class="table-scroll" tabindex="0" data-scroll-region="" role="region" aria-label="Table: Library, Version"><table class="stack-on-phone" data-explains="2" data-short="1">',
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

  it('marks the column that explains the others, and the columns of short values, for their widths', () => {
    const settings = [
      '| Field | Type | Default | Required |',
      '|---|---|---|---|',
      '| `order` | list of section keys, from `sokol:item_lore_static/lore` and the others | none | yes |',
      '| `separator_key` | language key | none | no |',
    ].join('\n');
    const marked = parseHtml(renderMarkdown(settings, 'a.md').html).querySelector('table')!;
    expect([marked.getAttribute('data-explains'), marked.getAttribute('data-short')]).toEqual(['2', '3 4']);
    const explainedLast = '| Key | Default | What it does |\n|---|---|---|\n| `log_level` | `info` | how much the plugin logs, from verbose to error |';
    expect(parseHtml(renderMarkdown(explainedLast, 'a.md').html).querySelector('table')!.getAttribute('data-explains')).toBe('3');
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

  it('stacks tables of two to four columns on phones, those of three and four with their column names on the cells', () => {
    const four = '| Field | Type | Default | Required |\n| --- | --- | --- | --- |\n| a | b | c | d |';
    const wide = '| A | B | C | D | E |\n| --- | --- | --- | --- | --- |\n| 1 | 2 | 3 | 4 | 5 |';
    const root = parseHtml(renderMarkdown(`${table}\n\n| Key | Default | What it does |\n| --- | --- | --- |\n| a | b | c |\n\n${four}\n\n${wide}`, 'a.md').html);
    expect([...root.querySelectorAll('table')].map((node) => node.classList.contains('stack-on-phone'))).toEqual([true, true, true, false]);
    expect([...root.querySelectorAll('td')].slice(2, 9).map((cell) => cell.getAttribute('data-label'))).toEqual([null, 'Default', 'What it does', null, 'Type', 'Default', 'Required']);
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
