/**
 * The probe's judgement, kept apart from the processes and sockets it watches so that it can be
 * tested on its own (tests/unit/probe-verdicts.test.ts): what a content check or a server answered
 * → passed or not, and what to print about it.
 */
import { CONTROL, printable } from '../../lib/hosting/request-guard';

/**
 * Issue 22 point 2: the whole content check of one hostile file ends within this time on 2 cores.
 * Applied to the check's CPU time: on a machine shared by others, wall time measures them too.
 */
const CONTENT_CHECK_BUDGET_MS = 5_000;

/** The headers every response must carry, redirects and errors included (issue 22 point 6). */
const SECURITY_HEADERS = ['x-content-type-options', 'content-security-policy', 'referrer-policy'] as const;


/**
 * True when a browser following this Location would leave the site. Browsers drop tabs and
 * newlines anywhere in a URL and control characters and spaces at its ends, and read `\` as `/`,
 * so only `/` followed by something other than `/` or `\` stays on the same origin.
 */
export function locationLeavesSite(location: string): boolean {
  const asBrowsersReadIt = location.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  return !/^\/(?![/\\])/.test(asBrowsersReadIt);
}

export interface RawResponse {
  status: number;
  /** Header names in lower case, values as sent (a bare CR or LF stays inside its value). */
  headers: ReadonlyArray<readonly [string, string]>;
}

export interface ServerExpectation {
  /** Statuses this request may get; a 301 must also stay on the site. */
  statuses: readonly number[];
}

export function headerValue(response: RawResponse, name: string): string | undefined {
  return response.headers.find(([header]) => header === name)?.[1];
}

/** What is wrong with one server's answer to one hostile request; empty when nothing is. */
export function responseProblems(expectation: ServerExpectation, response: RawResponse): string[] {
  const problems: string[] = [];
  if (!expectation.statuses.includes(response.status)) problems.push(`status ${response.status}`);
  const location = headerValue(response, 'location');
  if (location !== undefined && locationLeavesSite(location)) problems.push(`Location leaves the site: ${printable(location)}`);
  for (const [name, value] of response.headers) {
    if (CONTROL.test(name) || CONTROL.test(value)) problems.push(`control character in ${printable(name)}: ${printable(value)}`);
  }
  if (response.status === 405 && headerValue(response, 'allow') === undefined) problems.push('405 without Allow');
  const missing = SECURITY_HEADERS.filter((name) => headerValue(response, name) === undefined);
  if (missing.length > 0) problems.push(`no ${missing.join(', ')}`);
  else if (headerValue(response, 'x-content-type-options')?.toLowerCase() !== 'nosniff') problems.push('X-Content-Type-Options is not nosniff');
  return problems;
}

/** How a content check run ended, as the probe saw it from outside. */
export interface ContentRun {
  exitCode: number | null;
  /** Stopped by the probe after its hard limit: the check hung. */
  timedOut: boolean;
  /** Wall time, shown in the table's time column. */
  ms: number;
  /** CPU time of the whole check (every thread), which the budget applies to; null when it did not say. */
  cpuMs: number | null;
  stderr: string;
  /** What the case found afterwards that should not be there (a canary file, a leaked comment). */
  sideEffects: readonly string[];
}

/**
 * `refuse`: exit 1 with an error naming the file (and a line when `line`) and a rule id.
 * `publish`: exit 0 with no error. `either`: a refusal, or a publication without side effects.
 */
export type ContentOutcome = 'refuse' | 'publish' | 'either';

interface ContentExpectation {
  outcome: ContentOutcome;
  /** The path under content/ the case wrote: a file, or a folder for cases that write several files. */
  at: string;
  line: boolean;
}

interface ContentError {
  file: string;
  line: number | undefined;
  rule: string | undefined;
  text: string;
}

/** The `error: content/<file>[:line[:col]] [field]: message (rule)` lines of a content check's output. */
function contentErrors(output: string): ContentError[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('error: '))
    .map((text) => {
      const match = /^error: content\/(.+?)(?::(\d+)(?::\d+)?)?(?: \[[^\]]*\])?: .*?(?:\((\S+)\))?$/.exec(text);
      return { file: match?.[1] ?? '', line: match?.[2] === undefined ? undefined : Number(match[2]), rule: match?.[3], text };
    });
}

/** A file the case wrote, or a folder that holds it, or a file inside the folder it wrote. */
function concernsCase(file: string, at: string): boolean {
  return file === at || at.startsWith(`${file}/`) || file.startsWith(`${at}/`);
}

export function expectedContentText({ outcome, at, line }: ContentExpectation): string {
  const refusal = `exit 1, error: content/${at}${line ? ':<line>' : ''} (rule)`;
  const publication = 'exit 0, nothing leaked';
  const text = outcome === 'refuse' ? refusal : outcome === 'publish' ? publication : `${refusal}, or ${publication}`;
  return `${text}, ≤ ${CONTENT_CHECK_BUDGET_MS / 1000} s CPU`;
}

export function judgeContentRun(expectation: ContentExpectation, run: ContentRun): { passed: boolean; observed: string } {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  if (run.timedOut) return { passed: false, observed: `no answer, stopped after ${seconds(run.ms)}` };
  const errors = contentErrors(run.stderr);
  const problems: string[] = [];
  const spent = run.cpuMs ?? run.ms;
  if (spent > CONTENT_CHECK_BUDGET_MS) problems.push(`took ${seconds(spent)}${run.cpuMs === null ? '' : ' of CPU'}`);
  const elsewhere = errors.filter((error) => !concernsCase(error.file, expectation.at));
  if (elsewhere.length > 0) problems.push(`${elsewhere.length} error(s) about other files, first: ${elsewhere[0]!.text}`);
  const refused = run.exitCode === 1 && errors.length > 0;
  const wantsRefusal = expectation.outcome === 'refuse' || (expectation.outcome === 'either' && run.exitCode !== 0);
  if (wantsRefusal) {
    const named = errors.filter((error) => concernsCase(error.file, expectation.at));
    if (!refused) problems.push(`exit ${run.exitCode} with ${errors.length} error(s)`);
    else if (named.length === 0) problems.push('no error names the file');
    else if (!named.some((error) => error.rule !== undefined && (!expectation.line || error.line !== undefined))) {
      problems.push(expectation.line ? 'no error with a line and a rule' : 'no error with a rule');
    }
  } else if (run.exitCode !== 0 || errors.length > 0) {
    problems.push(`exit ${run.exitCode} with ${errors.length} error(s)`);
  }
  problems.push(...run.sideEffects);
  const firstLine = errors[0]?.text ?? exceptionLine(run.stderr);
  const cpu = run.cpuMs === null ? '' : `, ${seconds(run.cpuMs)} CPU`;
  const observed = [`exit ${run.exitCode}${cpu}`, ...problems, firstLine].filter(Boolean).join('; ');
  return { passed: problems.length === 0, observed };
}

/** A crash prints no `error:` line; the exception's own line says what happened. */
function exceptionLine(output: string): string {
  return output.split('\n').find((line) => /^\s*[A-Za-z]*Error\b/.test(line))?.trim() ?? '';
}
