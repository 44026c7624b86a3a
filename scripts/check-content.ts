/**
 * The content check: prints every writer problem and exits 1 when any is an error; otherwise it
 * hands the pages it has checked, each with its last change in git, to contentlayer2, which
 * writes them as the typed documents the site's pages read (content-layer.ts). With
 * `CODE_QUALITY_REPORT=<file>` (the merge-request pipeline sets it, and the build passes it on) it
 * also writes the findings there as a GitLab Code Quality report, before it exits, whatever they are.
 * The build runs it as a child process, so the memory it takes on a large site is given back
 * before `next build` starts instead of staying with the build script.
 */
import { writeFileSync } from 'node:fs';
import { formatProblem } from '../lib/content/check';
import { checkContentInParallel } from '../lib/content/check-in-parallel';
import { codeQualityReport } from '../lib/content/code-quality-report';
import { contentDir } from '../lib/content/content-dir';
import { lastChangedInGit } from '../lib/content/git-dates';

// contentlayer2 takes seconds to load: it loads while the check's threads read the files.
const contentLayer = import('../lib/content/content-layer');
const report = await checkContentInParallel(contentDir, { keepPage: true });
const codeQualityFile = process.env.CODE_QUALITY_REPORT;
if (codeQualityFile) writeFileSync(codeQualityFile, `${JSON.stringify(codeQualityReport(report, contentDir), null, 2)}\n`);
for (const warning of report.warnings) console.warn(formatProblem('warning', warning));
for (const error of report.errors) console.error(formatProblem('error', error));
if (report.errors.length > 0) {
  console.error(`\nContent check: ${report.errors.length} error(s), ${report.warnings.length} warning(s).`);
  process.exitCode = 1;
} else {
  await (await contentLayer).writeContentLayer(report.pages, lastChangedInGit(contentDir));
  console.log(`✔ Content check: ${report.routes.size} docs, ${report.warnings.length} warning(s).`);
}
