import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { type ContentReport, formatProblem } from './check';
import { codeQualityReport } from './code-quality-report';
import type { SymbolLinkCount } from './symbol-links';

/** The summary's line on API names: how many mentions the check linked, and why the rest stay plain. */
export function describeSymbolLinks({ mentions, linked, ambiguous, optedOut }: SymbolLinkCount): string {
  const share = mentions === 0 ? 100 : (100 * linked) / mentions;
  return `API names: ${linked} of ${mentions} mentions linked (${share.toFixed(1)} %); ${ambiguous} left plain as their name has more than one definition in reach, ${optedOut} kept plain by writers.`;
}

/**
 * Prints every problem of a content check, one line each with its file and line, then a summary;
 * with `CODE_QUALITY_REPORT=<file>` (the merge-request pipeline sets it) also writes them there as
 * a GitLab Code Quality report, whatever they are (in a folder it makes when there is none).
 */
export function reportCheck(report: ContentReport, contentDir: string, startedAt: number): void {
  for (const warning of report.warnings) console.warn(formatProblem('warning', warning));
  for (const error of report.errors) console.error(formatProblem('error', error));
  const summary = `Content check: ${report.routes.size} docs, ${report.errors.length} error(s), ${report.warnings.length} warning(s) in ${Math.round(performance.now() - startedAt)} ms.`;
  console.log(`${report.errors.length > 0 ? '✖' : '✔'} ${summary}`);
  console.log(`  ${describeSymbolLinks(report.symbolLinks)}`);
  const file = process.env.CODE_QUALITY_REPORT;
  if (!file) return;
  // Written after the problems are printed, so a file it cannot write hides none of them.
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(codeQualityReport(report, contentDir), null, 2)}\n`);
  } catch (error) {
    console.error(`✖ The Code Quality report could not be written to ${file} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}): set CODE_QUALITY_REPORT to a file in a folder the job can write.`);
    process.exitCode = 1;
  }
}
