import { describe, expect, it } from 'vitest';
import { formatProblem } from '@/lib/content/check';
import { checkWithoutPageQuality, fixtureDir } from '@/tests/unit/helpers/content';

/** The lines a writer sees for a fixture folder, as the build prints them. */
function errorsOf(fixture: string): string[] {
  const report = checkWithoutPageQuality(fixtureDir(fixture));
  expect(report.warnings).toEqual([]);
  return report.errors.map((problem) => formatProblem('error', problem));
}

describe('frontmatter errors', () => {
  it('reports an unknown field, with a "Did you mean" hint for a typo', () => {
    const errors = errorsOf('unknown-field');
    const typo = errors.find((error) => error.includes('[titel]'));
    expect(typo).toBeDefined();
    expect(typo).toContain('content/README.md');
    expect(typo).toContain('unknown frontmatter field "titel"');
    expect(typo).toContain('found the text "Getting started"');
    expect(typo).toContain('expected only title, description, sidebar_label, sidebar_position');
    expect(typo).toContain('Did you mean "title"?');
  });

  it('gives no hint for an unknown field that resembles no real one', () => {
    const author = errorsOf('unknown-field').find((error) => error.includes('[author]'));
    expect(author).toContain('unknown frontmatter field "author"');
    expect(author).not.toContain('Did you mean');
  });

  it('reports the missing title as well as the typo that caused it', () => {
    const errors = errorsOf('unknown-field');
    expect(errors.some((error) => error.includes('[title]') && error.includes('is missing'))).toBe(true);
    expect(errors).toHaveLength(3);
  });
});
