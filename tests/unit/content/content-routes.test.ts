import { describe, expect, it } from 'vitest';
import { checkContent } from '@/lib/content/check';
import { SITE_ROUTES } from '@/tests/spec-routes';
import { contentDir } from '@/tests/unit/helpers/content';

describe('content check on the real content folder', () => {
  const report = checkContent(contentDir);

  it('publishes exactly the 23 routes of the spec and the 7 of Glossa 1.0', () => {
    expect([...report.routes.keys()].sort()).toEqual([...SITE_ROUTES].sort());
  });

  it('maps routes back to their source files', () => {
    expect(report.routes.get('/')).toBe('README.md');
    expect(report.routes.get('/glossa/concepts')).toBe('glossa/concepts/README.md');
    expect(report.routes.get('/glossa/concepts/icu')).toBe('glossa/concepts/icu.md');
  });

  it('finds no errors and no warnings, page-quality warnings included', () => {
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);
  });
});
