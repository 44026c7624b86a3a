import { siteRule } from './rule';

export const duplicateRoutes = siteRule({
  id: 'duplicate-routes',
  severity: 'error',
  summary: "Two files do not map to one route (`foo.md` beside `foo/README.md`): a new file never replaces a page without a word.",
  check: ({ duplicates }) =>
    duplicates.map(({ kept, dropped }) => ({
      file: dropped.file,
      message: `duplicate route ${dropped.route}: content/${kept.file} has the same route; keep one of the two (a folder's own page is its README.md), or rename content/${dropped.file}.`,
    })),
});
