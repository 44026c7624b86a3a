/**
 * The content check on its own: prints every writer problem and exits 1 when any is an error, and
 * leaves each file's loaded text and render where contentlayer2 takes them, and each page's
 * last change in git where the pages read it. With `CODE_QUALITY_REPORT=<file>` (the merge-request
 * pipeline sets it, and the build passes it on) it also writes the findings there as a GitLab Code
 * Quality report, before it exits, whatever they are.
 * The build runs it as a child process, so the memory it takes on a large site is given back
 * before `next build` starts instead of staying with the build script.
 */
import { writeFileSync } from 'node:fs';
import { formatProblem } from '../lib/content/check';
import { checkContentInParallel } from '../lib/content/check-in-parallel';
import { codeQualityReport } from '../lib/content/code-quality-report';
import { contentDir } from '../lib/content/content-dir';
import { writeLastChanged } from '../lib/content/git-dates';

const report = await checkContentInParallel(contentDir, { feedContentlayer: true });
writeLastChanged(contentDir);
const codeQualityFile = process.env.CODE_QUALITY_REPORT;
if (codeQualityFile) writeFileSync(codeQualityFile, `${JSON.stringify(codeQualityReport(report, contentDir), null, 2)}\n`);
for (const warning of report.warnings) console.warn(formatProblem('warning', warning));
for (const error of report.errors) console.error(formatProblem('error', error));
if (report.errors.length > 0) {
  console.error(`\nContent check: ${report.errors.length} error(s), ${report.warnings.length} warning(s).`);
  process.exitCode = 1;
} else {
  console.log(`✔ Content check: ${report.routes.size} docs, ${report.warnings.length} warning(s).`);
}
