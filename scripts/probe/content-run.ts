/**
 * Runs each hostile content case: a fresh copy of the fixture site's content in a temporary folder,
 * the case written into it, and the build's first step, the content check, run there in a child
 * process, compiled as the build runs it (lib/build/build-programs.ts). The check writes `.cache/`
 * into its working folder, so running it in the case's folder keeps the checkout's own `.cache/` untouched.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { compileCheckProgram } from '../../lib/pipeline/build-programs';
import { runWithLimit } from './child';
import { type ContentCase, contentCases } from './content-cases';
import { type ProbeRow } from './table';
import { type ContentRun, expectedContentText, judgeContentRun } from './verdicts';

/** The content the cases start from: small, with links between its pages, and no errors. */
const FIXTURE_CONTENT = join('tests', 'fixtures', 'site');

/** Past this wall time a check is stopped and counted as hung (a blocking read uses no CPU). */
const HARD_LIMIT_MS = 30_000;

/** One content check of the case in a fresh folder, its CPU time, and what it left behind. */
async function checkCase(root: string, checkProgram: string, work: string, probeCase: ContentCase): Promise<ContentRun> {
  const content = join(work, 'content');
  mkdirSync(work, { recursive: true });
  cpSync(join(root, FIXTURE_CONTENT), content, { recursive: true });
  probeCase.write(content, work);
  const cpuFile = join(work, 'cpu-ms');
  const env = { ...process.env, CONTENT_DIR: 'content', PROBE_CPU_FILE: cpuFile };
  const args = ['--import', import.meta.resolve('./cpu-time-report.mjs'), checkProgram];
  const finished = await runWithLimit(process.execPath, args, { cwd: work, env }, HARD_LIMIT_MS);
  const cpuMs = existsSync(cpuFile) ? Number(readFileSync(cpuFile, 'utf8')) : null;
  return { ...finished, cpuMs, sideEffects: probeCase.sideEffects?.(work) ?? [] };
}

async function runCase(root: string, checkProgram: string, work: string, probeCase: ContentCase): Promise<ProbeRow> {
  const run = await checkCase(root, checkProgram, work, probeCase);
  const expectation = { outcome: probeCase.outcome, at: probeCase.at, line: probeCase.line };
  const { passed, observed } = judgeContentRun(expectation, run);
  return { target: 'content', input: probeCase.name, expected: expectedContentText(expectation), observed, ms: run.ms, passed };
}

/** Runs every content case one after the other (the machine is shared) and reports each as it ends. */
export async function probeContent(root: string, scratch: string, report: (row: ProbeRow) => void): Promise<ProbeRow[]> {
  const rows: ProbeRow[] = [];
  const checkContent = compileCheckProgram(join(root, '.cache', 'probe', 'programs'));
  for (const [index, probeCase] of contentCases.entries()) {
    const work = join(scratch, `content-${index}`);
    try {
      const row = await runCase(root, checkContent, work, probeCase);
      rows.push(row);
      report(row);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  return rows;
}
