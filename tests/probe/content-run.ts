/**
 * Runs each hostile content case: a fresh copy of the fixture site's content in a temporary folder,
 * the case written into it, and the content check run there in a child process, compiled as the
 * build compiles it (lib/pipeline/build-programs.ts), under the check's CPU budget. A case with side
 * effects to look for (code that must not run, a secret that must not reach a page's Markdown copy)
 * then runs the build's whole content step (the check, then contentlayer2) in a state folder of
 * its own, and is judged by what that left behind.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { compileCheckProgram } from '../helpers/check-program';
import { contentLayerCommand } from '../../lib/pipeline/steps/content';
import { runWithLimit } from './child';
import { type ContentCase, contentCases } from './content-cases';
import { lateRefusalCases } from './late-refusal-cases';
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
  return { ...finished, cpuMs, sideEffects: probeCase.sideEffects ? await sideEffectsOfContentStep(root, work, probeCase.sideEffects) : [] };
}

/** The build's content step over the case's content, in a state folder under the checkout (contentlayer2 loads its packages from there). */
async function sideEffectsOfContentStep(root: string, work: string, sideEffects: NonNullable<ContentCase['sideEffects']>): Promise<string[]> {
  const stateDir = join(root, '.cache', 'probe', `state-${basename(work)}`);
  rmSync(stateDir, { recursive: true, force: true });
  const step = contentLayerCommand(stateDir);
  try {
    await runWithLimit(step.command, step.args, { cwd: root, env: { ...process.env, CONTENT_DIR: join(work, 'content'), ...step.env } }, HARD_LIMIT_MS);
    return sideEffects(work, join(stateDir, '.contentlayer', 'generated', 'Doc', '_index.json'));
  } finally {
    rmSync(stateDir, { recursive: true, force: true });
  }
}

async function runCase(root: string, checkProgram: string, work: string, probeCase: ContentCase): Promise<ProbeRow> {
  const run = await checkCase(root, checkProgram, work, probeCase);
  const expectation = { outcome: probeCase.outcome, at: probeCase.at, line: probeCase.line };
  const { passed, observed } = judgeContentRun(expectation, run);
  return { target: 'content', input: probeCase.name, expected: expectedContentText(expectation), observed, ms: run.ms, passed };
}

/** Runs every content case one after the other (the machine is shared) and reports each as it ends. */
export async function probeContent(root: string, scratch: string, report: (row: ProbeRow) => void, match = ''): Promise<ProbeRow[]> {
  const rows: ProbeRow[] = [];
  const checkContent = compileCheckProgram(join(root, '.cache', 'probe', 'programs'));
  for (const [index, probeCase] of [...contentCases, ...lateRefusalCases].filter((each) => each.name.includes(match)).entries()) {
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
