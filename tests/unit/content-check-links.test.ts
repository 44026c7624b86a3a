import { describe, expect, it } from 'vitest';
import { formatProblem } from '@/lib/content/check';
import { renderMarkdown } from '@/lib/markdown/render';
import { readFileSync } from 'node:fs';
import matter from 'gray-matter';
import { checkWithoutPageQuality, fixtureDir } from './helpers/content';

const lines = (fixture: string) => {
  const report = checkWithoutPageQuality(fixtureDir(fixture));
  return {
    report,
    errors: report.errors.map((problem) => formatProblem('error', problem)),
    warnings: report.warnings.map((problem) => formatProblem('warning', problem)),
  };
};

describe('links to site paths', () => {
  it('fails on a link to a path with no page, naming the file, the link and the closest route', () => {
    const { errors, warnings } = lines('broken-link');
    expect(warnings).toEqual([]);
    expect(errors).toHaveLength(1);
    const [error] = errors;
    expect(error).toContain('content/README.md');
    expect(error).toContain('"/glosa"');
    expect(error).toContain('no page exists at /glosa');
    expect(error).toContain('closest existing route is /glossa');
  });

  it('fails on a trailing-slash link and suggests the canonical route', () => {
    const { errors } = lines('trailing-slash-link');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('"/glossa/"');
    expect(errors[0]).toContain('closest existing route is /glossa.');
  });
});

describe('links to .md files', () => {
  it('only warns about a .md file that does not exist', () => {
    const { report, warnings } = lines('missing-md-file');
    expect(report.errors).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^warning: content\/README\.md:6:16: /);
    expect(warnings[0]).toContain('"./setup.md"');
    expect(warnings[0]).toContain('does not exist');
  });

  it('accepts .md links that resolve, fragment included', () => {
    const { report } = lines('md-link');
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

describe('links to #fragments', () => {
  const { errors, warnings } = lines('missing-fragment');

  it('fails on a fragment missing on another page, suggesting the closest heading', () => {
    expect(warnings).toEqual([]);
    const error = errors.find((line) => line.includes('#instal"'));
    expect(error).toContain('content/README.md');
    expect(error).toContain('"/guide#instal"');
    expect(error).toContain('/guide has no heading with the id "instal"');
    expect(error).toContain('Did you mean "#install"?');
  });

  it('fails on a fragment missing on the same page', () => {
    const error = errors.find((line) => line.includes('#overveiw"'));
    expect(error).toContain('content/README.md');
    expect(error).toContain('Did you mean "#overview"?');
    expect(errors).toHaveLength(2);
  });
});
