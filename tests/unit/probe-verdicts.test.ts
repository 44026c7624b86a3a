import { describe, expect, it } from 'vitest';
import { parseResponseHead } from '@/tests/probe/raw-http';
import { formatRow, summaryLine } from '@/tests/probe/table';
import { type ContentRun, judgeContentRun, locationLeavesSite, type RawResponse, responseProblems } from '@/tests/probe/verdicts';

describe('the probe: a Location that leaves the site', () => {
  it.each(['/glossa', '/glossa?x=%0d%0a', '/%5Cevil.example', '/'])('stays on the site: %j', (location) => {
    expect(locationLeavesSite(location)).toBe(false);
  });

  it.each(['//evil.example', '/\\evil.example', '/\t/evil.example', '\n//evil.example', 'https://evil.example/', 'evil.example', ''])('leaves it: %j', (location) => {
    expect(locationLeavesSite(location)).toBe(true);
  });
});

describe('the probe: a server answer', () => {
  const safeHeaders = [
    ['x-content-type-options', 'nosniff'],
    ['content-security-policy', "default-src 'self'"],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
  ] as const;
  const answer = (status: number, ...headers: (readonly [string, string])[]): RawResponse => ({ status, headers: [...safeHeaders, ...headers] });

  it('passes a redirect on the site with the security headers', () => {
    expect(responseProblems({ statuses: [301] }, answer(301, ['location', '/glossa']))).toEqual([]);
  });

  it('finds the bare CR of a header injection once the head is split on CRLF', () => {
    const head = parseResponseHead('HTTP/1.1 301 Moved Permanently\r\nLocation: /x\rSet-Cookie:pwn=1\r\nX-Content-Type-Options: nosniff');
    expect(head?.headers).toContainEqual(['location', '/x\rSet-Cookie:pwn=1']);
    expect(responseProblems({ statuses: [301] }, { status: 301, headers: [...safeHeaders, ...head!.headers] })).toEqual(['control character in location: /x\\x0dSet-Cookie:pwn=1']);
  });

  it('names an unexpected status, a 405 without Allow and missing security headers', () => {
    expect(responseProblems({ statuses: [400, 404] }, answer(500))).toEqual(['status 500']);
    expect(responseProblems({ statuses: [405] }, answer(405))).toEqual(['405 without Allow']);
    expect(responseProblems({ statuses: [301] }, { status: 301, headers: [['location', '/\\evil.example']] })).toEqual([
      'Location leaves the site: /\\evil.example',
      'no x-content-type-options, content-security-policy, referrer-policy',
    ]);
  });
});

describe('the probe: a content check run', () => {
  const run = (overrides: Partial<ContentRun>): ContentRun => ({ exitCode: 1, timedOut: false, ms: 1200, cpuMs: 900, stderr: '', sideEffects: [], ...overrides });
  const refuse = { outcome: 'refuse', at: 'glossa/probe.md', line: true } as const;

  it('passes a refusal that names the file, a line and a rule in time', () => {
    const verdict = judgeContentRun(refuse, run({ stderr: 'error: content/glossa/probe.md:1: frontmatter must be YAML (frontmatter-language)\n' }));
    expect(verdict.passed).toBe(true);
  });

  it('fails a refusal with no line, a crash, a slow check, a hang and a side effect', () => {
    const noLine = run({ stderr: 'error: content/glossa/probe.md: markdown could not be rendered: Maximum call stack size exceeded\n' });
    expect(judgeContentRun(refuse, noLine)).toMatchObject({ passed: false, observed: expect.stringContaining('no error with a line and a rule') });
    const crash = run({ stderr: '    at describeValue (frontmatter.ts:31)\nRangeError: Invalid string length\n' });
    expect(judgeContentRun(refuse, crash)).toMatchObject({ passed: false, observed: expect.stringContaining('RangeError: Invalid string length') });
    const slow = run({ ms: 9000, cpuMs: 7000, stderr: 'error: content/glossa/probe.md:3: too deep (nesting)\n' });
    expect(judgeContentRun(refuse, slow)).toMatchObject({ passed: false, observed: expect.stringContaining('took 7.0 s of CPU') });
    const busyMachine = run({ ms: 9000, cpuMs: 2000, stderr: 'error: content/glossa/probe.md:3: too deep (nesting)\n' });
    expect(judgeContentRun(refuse, busyMachine).passed).toBe(true);
    expect(judgeContentRun(refuse, run({ timedOut: true, ms: 15_000 })).passed).toBe(false);
    const canary = run({ exitCode: 0, sideEffects: ['the frontmatter ran: canary file written'] });
    expect(judgeContentRun(refuse, canary)).toMatchObject({ passed: false, observed: expect.stringContaining('canary file written') });
  });

  it('fails errors that spill into other files, and accepts a folder named for a file in it', () => {
    const cascade = run({ stderr: 'error: content/glossa/probe.md:8: byte 0xE9 is not UTF-8 (utf-8)\nerror: content/glossa/README.md:4:5: broken link "/glossa/probe": no page exists (link-routes)\n' });
    expect(judgeContentRun(refuse, cascade)).toMatchObject({ passed: false, observed: expect.stringContaining('1 error(s) about other files') });
    const folder = run({ stderr: 'error: content/cms: the route /cms is the build\'s own (reserved-routes)\n' });
    expect(judgeContentRun({ outcome: 'refuse', at: 'cms/x.md', line: false }, folder).passed).toBe(true);
  });
});

describe('the probe: its table', () => {
  it('prints a row on one line with control bytes shown, and a summary prefixed for CI', () => {
    const row = { target: 'nginx', input: 'GET /%0d', expected: '400/404', observed: '301 → /x\rSet-Cookie', ms: 12, passed: false };
    expect(formatRow(row)).toMatch(/^✖ {2}nginx {3}GET \/%0d .* 301 → \/x\\x0dSet-Cookie .* 0\.01 s$/);
    expect(summaryLine([row, { ...row, passed: true }])).toBe('probe: 1 passed, 1 failed');
  });
});
