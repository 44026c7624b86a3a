import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '@/lib/markdown/render';
import { readFileSync } from 'node:fs';
import matter from 'gray-matter';
import { checkWithoutPageQuality, fixtureDir } from '@/tests/unit/helpers/content';

describe('links to .md files', () => {
  it('accepts .md links that resolve, fragment included', () => {
    const report = checkWithoutPageQuality(fixtureDir('md-link'));
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);
  });

  it('renders a resolving .md link as a link to its route', () => {
    const dir = fixtureDir('md-link');
    const body = (file: string) => matter(readFileSync(`${dir}/${file}`, 'utf8'), {}).content;
    expect(renderMarkdown(body('README.md'), 'README.md').html).toContain('<a href="/guide/intro#first-steps">first steps</a>');
    expect(renderMarkdown(body('guide/README.md'), 'guide/README.md').html).toContain('<a href="/guide/intro">introduction</a>');
    expect(renderMarkdown(body('guide/intro.md'), 'guide/intro.md').html).toContain('<a href="/">home</a>');
  });
});
