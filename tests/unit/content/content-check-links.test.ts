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

describe('links through a route a page moved away from', () => {
  it('are held to the page’s headings, and the advice to link to the new route does not pass a broken fragment on', () => {
    const report = checkWithoutPageQuality('tests/fixtures/rules/link-fragments/content');
    const about = (rule: string) => [...report.errors, ...report.warnings].filter((problem) => problem.rule === rule && problem.message.includes('/old-setup#instal'));
    expect(about('link-fragments')).toHaveLength(1);
    const [advice] = about('moved-links');
    expect(advice?.message).toMatch(/link to \/setup instead/);
  });
});
