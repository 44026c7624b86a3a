import { contrastProblems, TOKENS_FILE } from '../../design/contrast-pairs';
import type { BuildStep } from '../context';

/** Every pair of colour tokens read on one another reaches WCAG AA in both modes, before anything is built with them. */
export const designTokens: BuildStep = {
  name: 'design tokens',
  reads: 'tailwind.config.ts',
  writes: 'nothing',
  run() {
    const problems = contrastProblems();
    for (const problem of problems) console.error(`error: ${TOKENS_FILE}: ${problem}`);
    if (problems.length > 0) throw new Error(`${problems.length} problem(s) with the colour tokens in ${TOKENS_FILE}, each named above.`);
  },
};
