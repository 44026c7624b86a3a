/**
 * Runs each hostile content case: a fresh copy of the fixture site's content in a temporary folder,
 * the case written into it, and the build's first step, `scripts/check-content.ts`, run there in a
 * child process. The check writes `.cache/` into its working folder, so running it in the case's
 * folder keeps the checkout's own `.cache/` untouched.
 */
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { runWithLimit } from './child';
import { type ContentCase, contentCases } from './content-cases';
import { type ProbeRow } from './table';
import { CONTENT_CHECK_BUDGET_MS, type ContentRun, expectedContentText, judgeContentRun } from './verdicts';

/** The content the cases start from: small, with links between its pages, and no errors. */
const FIXTURE_CONTENT = join('tests', 'fixtures', 'site');

/** Past this a check is stopped and counted as hung: three times the budget, for a busy machine. */
const HARD_LIMIT_MS = 3 * CONTENT_CHECK_BUDGET_MS;

/** One content check of the case in a fresh folder, and what it left behind. */
async function checkOnce(root: string, work: string, probeCase: ContentCase): Promise<ContentRun> {
  rmSync(work, { recursive: true, force: true });
  const content = join(work, 'content');
  mkdirSync(work, { recursive: true });
  cpSync(join(root, FIXTURE_CONTENT), content, { recursive: true });
  probeCase.write(content, work);
  const env = { ...process.env, CONTENT_DIR: 'content' };
  const finished = await runWithLimit(process.execPath, ['--import', import.meta.resolve('tsx'), join(root, 'scripts', 'check-content.ts')], { cwd: work, env }, HARD_LIMIT_MS);
  return { ...finished, sideEffects: probeCase.sideEffects?.(work) ?? [] };
}

/**
 * The machine is shared, so a check that ends but takes longer than the budget runs once more and
 * the faster run counts: a slow neighbour should not fail a case, a slow check fails both runs.
 */
async function runCase(root: string, work: string, probeCase: ContentCase): Promise<ProbeRow> {
  let run = await checkOnce(root, work, probeCase);
  if (!run.timedOut && run.ms > CONTENT_CHECK_BUDGET_MS) {
    const again = await checkOnce(root, work, probeCase);
    if (again.ms < run.ms) run = again;
  }
  const expectation = { outcome: probeCase.outcome, at: probeCase.at, line: probeCase.line };
  const { passed, observed } = judgeContentRun(expectation, run);
  return { target: 'content', input: probeCase.name, expected: expectedContentText(expectation), observed, ms: run.ms, passed };
}

/** Runs every content case one after the other (the machine is shared) and reports each as it ends. */
export async function probeContent(root: string, scratch: string, report: (row: ProbeRow) => void): Promise<ProbeRow[]> {
  const rows: ProbeRow[] = [];
  for (const [index, probeCase] of contentCases.entries()) {
    const work = join(scratch, `content-${index}`);
    try {
      const row = await runCase(root, work, probeCase);
      rows.push(row);
      report(row);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  return rows;
}
