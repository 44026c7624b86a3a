import { siteRule } from './rule';

export const duplicateRoutes = siteRule({
  id: 'duplicate-routes',
  severity: 'warning',
  summary: "Two files do not map to one route (`foo.md` beside `foo/README.md`); if they do, the folder's `README.md` is published.",
  check: ({ duplicates }) =>
    duplicates.map(({ kept, dropped }) => ({
      file: dropped.file,
      message: `duplicate route ${dropped.route}: content/${kept.file} has the same route and is published instead; rename or remove content/${dropped.file}.`,
    })),
});
