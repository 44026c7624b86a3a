/**
 * The content check's GitLab Code Quality report, checked against the format GitLab documents
 * (docs.gitlab.com/ci/testing/code_quality, "Code Quality report format"): a JSON array whose
 * issues each have a `description`, a `check_name`, a unique `fingerprint`, a `severity` among
 * info/minor/major/critical/blocker and a `location` with the file's path relative to the
 * repository and `lines.begin`. GitLab shows an issue on that line of the merge request's diff.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContent } from '@/lib/content/check';
import { type CodeQualityIssue, codeQualityReport } from '@/lib/content/code-quality-report';
import type { ContentProblem } from '@/lib/content/frontmatter';
import { CONTENT_CHECK_PROCESS } from '../helpers/content-check-process';

const GITLAB_SEVERITIES = ['info', 'minor', 'major', 'critical', 'blocker'];

/** Every rule GitLab's documented format sets, checked on parsed JSON as GitLab receives it. */
function expectGitLabFormat(report: unknown): asserts report is CodeQualityIssue[] {
  expect(Array.isArray(report)).toBe(true);
  for (const issue of report as Record<string, unknown>[]) {
    expect(issue).toEqual({
      description: expect.stringMatching(/\S/),
      check_name: expect.stringMatching(/^[a-z0-9-]+$/),
      fingerprint: expect.stringMatching(/^[0-9a-f]{32}$/),
      severity: expect.toBeOneOf(GITLAB_SEVERITIES),
      location: { path: expect.any(String), lines: { begin: expect.any(Number) } },
    });
    const { path, lines } = (issue as unknown as CodeQualityIssue).location;
    expect(path).not.toMatch(/^(\/|\.\/|\.\.\/)/);
    expect(Number.isInteger(lines.begin) && lines.begin >= 1).toBe(true);
  }
  const fingerprints = (report as CodeQualityIssue[]).map((issue) => issue.fingerprint);
  expect(new Set(fingerprints).size).toBe(fingerprints.length);
}

const fixtures = 'tests/fixtures/rules';
const problem = (line: number | undefined, message = 'broken link "/glosa": no page exists at /glosa. The closest existing route is /glossa.'): ContentProblem => ({
  file: 'content/glossa/api.md',
  ...(line === undefined ? {} : { line, column: 3 }),
  message,
  rule: 'link-routes',
});

describe('the Code Quality report of the content check', () => {
  it('names each finding by its rule, file and line, as GitLab documents the format', () => {
    const dir = `${fixtures}/link-routes/content`;
    const report = codeQualityReport(checkContent(dir), dir);
    expectGitLabFormat(JSON.parse(JSON.stringify(report)));
    const linkProblem = report.find((issue) => issue.check_name === 'link-routes')!;
    expect(linkProblem.location.path).toMatch(new RegExp(`^${dir}/.+\\.md$`));
    // The line GitLab marks is the one holding the link.
    const line = readFileSync(linkProblem.location.path, 'utf8').split('\n')[linkProblem.location.lines.begin - 1];
    expect(line).toMatch(/\]\(/);
  });

  it('describes the problem with its fix and its rule', () => {
    const [issue] = codeQualityReport({ errors: [problem(41)], warnings: [] }, 'content');
    expect(issue!.description).toBe('broken link "/glosa": no page exists at /glosa. The closest existing route is /glossa. (link-routes)');
    expect(issue!.location).toEqual({ path: 'content/glossa/api.md', lines: { begin: 41 } });
  });

  it('reports an error as major and a warning as minor', () => {
    const dir = `${fixtures}/two-sections/content`;
    const warnings = codeQualityReport(checkContent(dir), dir);
    expect(warnings.map((issue) => [issue.check_name, issue.severity])).toContainEqual(['two-sections', 'minor']);
    expect(codeQualityReport({ errors: [problem(3)], warnings: [] }, 'content')[0]!.severity).toBe('major');
  });

  it('puts a frontmatter problem on the first line and names its field', () => {
    const [issue] = codeQualityReport({ errors: [{ file: 'content/a.md', field: 'titel', message: 'unknown field', rule: 'known-fields' }], warnings: [] }, 'content');
    expect(issue!.location.lines.begin).toBe(1);
    expect(issue!.description).toBe('titel: unknown field (known-fields)');
  });

  it('keeps a finding\'s fingerprint when lines are added above it, so GitLab does not call it new', () => {
    const before = codeQualityReport({ errors: [problem(12)], warnings: [] }, 'content');
    const after = codeQualityReport({ errors: [problem(19)], warnings: [] }, 'content');
    expect(after[0]!.fingerprint).toBe(before[0]!.fingerprint);
    const quotingLines = (line: number) => codeQualityReport({ errors: [problem(line, `tab label "Maven" twice in one group (also on line ${line - 4})`)], warnings: [] }, 'content');
    expect(quotingLines(30)[0]!.fingerprint).toBe(quotingLines(40)[0]!.fingerprint);
  });

  it('gives different findings different fingerprints, the same broken link twice in a file included', () => {
    const report = codeQualityReport({ errors: [problem(5), problem(9), problem(9, 'another message'), { ...problem(9), file: 'content/other.md' }], warnings: [] }, 'content');
    expectGitLabFormat(report);
  });

  it('gives each path relative to the repository, whatever folder the check read', () => {
    const [issue] = codeQualityReport({ errors: [problem(2)], warnings: [] }, join(process.cwd(), 'tests/fixtures/site'));
    expect(issue!.location.path).toBe('tests/fixtures/site/glossa/api.md');
  });

  it('keeps each path byte for byte: on Linux a backslash is part of a file name', () => {
    const [issue] = codeQualityReport({ errors: [{ ...problem(2), file: 'content/glossa/a\\b.md' }], warnings: [] }, 'content');
    expect(issue!.location.path).toBe('content/glossa/a\\b.md');
  });
});

describe('CODE_QUALITY_REPORT=<file> on the content check, as the merge-request pipeline runs it', () => {
  const work = mkdtempSync(join(tmpdir(), 'code-quality-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  const prose = 'Words that make up a page long enough for the check. '.repeat(30);
  const page = (title: string, body: string) => `---\ntitle: ${title}\ndescription: A page of the report test, long enough for its description rule.\n---\n\n${body}\n`;

  /** The check run as the build runs it, in a folder of its own, since it writes .cache/ where it runs. */
  async function runCheck(files: Record<string, string>, reportFile = 'gl-code-quality-report.json'): Promise<{ status: number | null; report: unknown }> {
    const dir = mkdtempSync(join(work, 'site-'));
    mkdirSync(join(dir, 'content'));
    for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, 'content', file), text);
    const check = spawn(CONTENT_CHECK_PROCESS.command, CONTENT_CHECK_PROCESS.args, {
      cwd: dir,
      env: { ...process.env, CONTENT_DIR: 'content', CODE_QUALITY_REPORT: reportFile },
      stdio: 'ignore',
    });
    const [status] = (await once(check, 'exit')) as [number | null];
    return { status, report: JSON.parse(readFileSync(join(dir, reportFile), 'utf8')) };
  }

  const runs: { warnings?: Awaited<ReturnType<typeof runCheck>>; errors?: Awaited<ReturnType<typeof runCheck>> } = {};
  // Both at once: each is a Node process of its own, seconds long on a busy machine.
  beforeAll(async () => {
    [runs.warnings, runs.errors] = await Promise.all([
      runCheck({ 'README.md': page('Home', `## One\n\n${prose}`) }),
      runCheck({ 'README.md': page('Home', `## One\n\n${prose}\n\n## Two\n\nSee [the missing page](/missing).`) }, 'reports/merge-request/gl-code-quality-report.json'),
    ]);
  }, 60_000);

  it('writes warnings into the report and passes', () => {
    const { status, report } = runs.warnings!;
    expectGitLabFormat(report);
    expect(status).toBe(0);
    expect(report).toContainEqual(expect.objectContaining({ check_name: 'two-sections', severity: 'minor', location: { path: 'content/README.md', lines: { begin: 1 } } }));
  });

  it('writes errors into the report, in a folder it makes, and fails', () => {
    const { status, report } = runs.errors!;
    expectGitLabFormat(report);
    expect(status).toBe(1);
    expect(report).toContainEqual(expect.objectContaining({ check_name: 'link-routes', severity: 'major', location: { path: 'content/README.md', lines: { begin: 12 } } }));
  });
});
