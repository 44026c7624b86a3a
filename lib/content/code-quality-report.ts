/**
 * The content check's findings as a GitLab Code Quality report, which a merge request shows on
 * the changed lines of its diff (docs.gitlab.com/ci/testing/code_quality, "Code Quality report
 * format": a JSON array of issues, each with a description, check name, fingerprint, severity and
 * location). The CI job that publishes it is in .gitlab-ci.yml.
 */
import { createHash } from 'node:crypto';
import { posix, relative, resolve, sep } from 'node:path';
import { type ContentProblem, fileInContent } from './frontmatter';

type Severity = 'info' | 'minor' | 'major' | 'critical' | 'blocker';

export interface CodeQualityIssue {
  description: string;
  check_name: string;
  fingerprint: string;
  severity: Severity;
  location: { path: string; lines: { begin: number } };
}

// An error stops the build (and so the merge); a warning is published with the page.
const severityOf = { error: 'major', warning: 'minor' } as const satisfies Record<'error' | 'warning', Severity>;

/**
 * Problems name files as `content/<file>`, whatever folder the check read: this is their path in
 * the repository, byte for byte. Only the system's own separator becomes `/`: on Linux a `\` is
 * part of a file's name, and GitLab could not place a finding whose path changed it.
 */
function repositoryPath(problemFile: string, contentDir: string): string {
  return relative(process.cwd(), resolve(contentDir, fileInContent(problemFile))).split(sep).join(posix.sep);
}

export function codeQualityReport(report: { errors: readonly ContentProblem[]; warnings: readonly ContentProblem[] }, contentDir: string): CodeQualityIssue[] {
  const seen = new Map<string, number>();
  const problems = [...report.errors.map((problem) => ['error', problem] as const), ...report.warnings.map((problem) => ['warning', problem] as const)];
  return problems.map(([kind, problem]) => {
    // A problem no rule found: the renderer could not handle the file.
    const rule = problem.rule ?? 'content-check';
    const path = repositoryPath(problem.file, contentDir);
    // GitLab keeps a finding whose fingerprint it saw on the target branch and marks new ones as new,
    // so the fingerprint leaves out where the problem is: a line added above it must not make an old
    // problem look new. Line numbers quoted in a message are left out for the same reason.
    const identity = [rule, path, problem.message.replace(/\b(line|column) \d+/g, '$1 N')].join('\0');
    // Two equal problems in one file (the same broken link twice) still need fingerprints of their own.
    const occurrence = (seen.get(identity) ?? 0) + 1;
    seen.set(identity, occurrence);
    return {
      // The rule's id, as the terminal prints it, is what a writer looks up in docs/writing.md.
      description: `${problem.field ? `${problem.field}: ` : ''}${problem.message} (${rule})`,
      check_name: rule,
      fingerprint: createHash('sha256').update(`${identity}\0${occurrence}`).digest('hex').slice(0, 32),
      severity: severityOf[kind],
      // A frontmatter problem has no line of its own: the frontmatter starts the file.
      location: { path, lines: { begin: problem.line ?? 1 } },
    };
  });
}
