import { join } from 'node:path';
import type { BuildStep } from '../context';
import { compileDrawProgram } from '../build-programs';

/** The drawing runs as a process of its own (steps/content.ts, cards.ts), compiled rather than run through tsx's loader hooks. */
export const programs: BuildStep = {
  name: 'build programs',
  reads: 'scripts/draw.ts, lib/',
  writes: 'the state folder’s programs/',
  run(context) {
    context.made.drawProgram = compileDrawProgram(join(context.stateDir, 'programs'));
  },
};
