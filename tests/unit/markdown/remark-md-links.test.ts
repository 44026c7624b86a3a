import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '@/lib/markdown/render';
import { parseHtml } from '@/tests/unit/helpers/html';

/** The hrefs of the links in `markdown`, written in the doc at `sourcePath`. */
const hrefs = (markdown: string, sourcePath: string) =>
  [...parseHtml(renderMarkdown(markdown, sourcePath).html).querySelectorAll('a')].map((a) => a.getAttribute('href'));

describe('remark-md-links', () => {
  it('rewrites a relative link to a sibling page', () => {
    expect(hrefs('[Configurate](./configurate.md)', 'glossa/api/intro.md')).toEqual(['/glossa/api/configurate']);
    expect(hrefs('[Configurate](configurate.md)', 'glossa/api/intro.md')).toEqual(['/glossa/api/configurate']);
  });

  it('rewrites a relative link that climbs out of the folder, keeping the fragment', () => {
    expect(hrefs('[Plurals](../concepts/icu.md#plural-rules)', 'glossa/api/intro.md')).toEqual(['/glossa/concepts/icu#plural-rules']);
  });

  it('resolves links from a README against its own folder', () => {
    expect(hrefs('[Intro](api/intro.md)', 'glossa/README.md')).toEqual(['/glossa/api/intro']);
  });

  it('rewrites links to README.md files to the folder route', () => {
    expect(hrefs('[API](./api/README.md)', 'glossa/README.md')).toEqual(['/glossa/api']);
    expect(hrefs('[Home](../../README.md)', 'glossa/api/intro.md')).toEqual(['/']);
  });

  it('rewrites an absolute link, keeping the fragment', () => {
    expect(hrefs('[Sokol API](/sokol/api.md#components)', 'glossa/README.md')).toEqual(['/sokol/api#components']);
    expect(hrefs('[Home](/README.md)', 'sokol/api.md')).toEqual(['/']);
  });

  it('rewrites reference-style links too', () => {
    expect(hrefs('See [the API][api].\n\n[api]: ./api.md', 'sokol/README.md')).toEqual(['/sokol/api']);
  });

  it('leaves external links, route links and links that leave content/ as written', () => {
    expect(
      hrefs(
        [
          '[GitLab](https://gitlab.com/phosphorous/glossa/-/blob/main/README.md)',
          '[Glossa](/glossa#setup)',
          '[Outside](../../outside.md)',
        ].join(' '),
        'glossa/README.md',
      ),
    ).toEqual(['https://gitlab.com/phosphorous/glossa/-/blob/main/README.md', '/glossa#setup', '../../outside.md']);
  });
});
