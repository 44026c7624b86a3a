import { describe, expect, it } from 'vitest';
import { llmsFullTxt, llmsTxt, withDiagramAsText } from '@/lib/pipeline/export/reader-markdown';

const doc = (path: string, title: string, section: string | null) => ({ path, title, description: `About ${title}.`, section, sourcePath: `${path}.md` });
const SITE = 'https://docs.example.org';
const DOCS = [
  doc('/', 'Introduction', null),
  doc('/glossa', 'Glossa', 'glossa'),
  doc('/glossa/concepts/icu', 'ICU MessageFormat', 'glossa'),
  doc('/sokol', 'Sokol', 'sokol'),
];

describe('llms.txt', () => {
  it('has the title, the summary, then a section per library listing its pages in order as Markdown links', () => {
    expect(llmsTxt('Phosphorous', SITE, DOCS)).toBe(
      [
        '# Phosphorous',
        '',
        '> About Introduction.',
        '',
        'Start with the [Introduction](https://docs.example.org/index.md) page.',
        '',
        '## Glossa',
        '',
        '- [Glossa](https://docs.example.org/glossa.md): About Glossa.',
        '- [ICU MessageFormat](https://docs.example.org/glossa/concepts/icu.md): About ICU MessageFormat.',
        '',
        '## Sokol',
        '',
        '- [Sokol](https://docs.example.org/sokol.md): About Sokol.',
        '',
      ].join('\n'),
    );
  });

  it('says once under a section what its start page was written for, and beside a page written for something else', () => {
    const writtenFor = (writtenFor: string) => ({ writtenFor });
    const docs = [DOCS[0]!, { ...DOCS[1]!, ...writtenFor('Glossa 0.6.0, Java 17') }, { ...DOCS[2]!, ...writtenFor('Glossa 0.5.2, Java 17') }, DOCS[3]!];
    expect(llmsTxt('Phosphorous', SITE, docs).split('\n').slice(6, 12)).toEqual([
      '## Glossa',
      '',
      'Written for: Glossa 0.6.0, Java 17',
      '',
      '- [Glossa](https://docs.example.org/glossa.md): About Glossa.',
      '- [ICU MessageFormat](https://docs.example.org/glossa/concepts/icu.md): About ICU MessageFormat. (Written for: Glossa 0.5.2, Java 17)',
    ]);
  });

  it("writes titles and descriptions as text, so a writer's title cannot put a link into it", () => {
    const hostile = { ...doc('/glossa/probe', 'Probe [click](javascript:alert(104)) ](x) | pipes', 'glossa'), description: '<b>bold</b> claim' };
    const lines = llmsTxt('Phosphorous', SITE, [...DOCS, hostile]).split('\n');
    expect(lines).toContain('- [Probe \\[click\\](javascript:alert(104)) \\](x) \\| pipes](https://docs.example.org/glossa/probe.md): \\<b\\>bold\\</b\\> claim');
  });

  it('gives each version of a library its own section, named by the version', () => {
    const versioned = [...DOCS.slice(0, 3), doc('/glossa/1.0', 'Glossa 1.0', 'glossa'), doc('/glossa/1.0/concepts/icu', 'ICU MessageFormat', 'glossa'), DOCS[3]!];
    const headings = llmsTxt('Phosphorous', SITE, versioned)
      .split('\n')
      .filter((line) => line.startsWith('## '));
    expect(headings).toEqual(['## Glossa 0.6.0', '## Glossa 1.0', '## Sokol']);
    expect(llmsTxt('Phosphorous', SITE, versioned)).toContain('## Glossa 1.0\n\n- [Glossa 1.0](https://docs.example.org/glossa/1.0.md): About Glossa 1.0.\n- [ICU MessageFormat](https://docs.example.org/glossa/1.0/concepts/icu.md)');
  });

  it('refuses a page list that does not start with the landing page', () => {
    expect(() => llmsTxt('Phosphorous', SITE, DOCS.slice(1))).toThrow(/landing page/);
  });

  it('llms-full.txt is every page in the order given, each with its address under its title', () => {
    const pages = [
      { markdown: '# A\n\nOne.\n', url: 'https://example.org' },
      { markdown: '# B\n\nTwo.\n', url: 'https://example.org/b' },
    ];
    expect(llmsFullTxt(pages)).toBe('# A\n\nSource: https://example.org\n\nOne.\n\n# B\n\nSource: https://example.org/b\n\nTwo.\n');
  });

  it('the landing page carries its dependency diagram as a list, right after its description', () => {
    const markdown = withDiagramAsText('# Welcome\n\nSix libraries.\n\nThe diagram at the top of this page shows them.\n', 'How they depend', ['A needs B.', 'B needs nothing else.']);
    expect(markdown).toBe('# Welcome\n\nSix libraries.\n\n**How they depend** (the diagram at the top of this page, each project with the projects its arrows point to):\n\n- A needs B.\n- B needs nothing else.\n\nThe diagram at the top of this page shows them.\n');
  });
});
