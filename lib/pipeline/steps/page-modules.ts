import type { BuildStep } from '../context';
import { checkPageModules } from '../page-modules';

/** Every page, layout, error… module in app/ has the default export Next renders (spec: "an error is thrown"). */
export const pageModules: BuildStep = {
  name: 'page modules',
  reads: 'app/',
  writes: 'nothing',
  run() {
    const problems = checkPageModules('app');
    for (const problem of problems) console.error(`error: ${problem}`);
    if (problems.length > 0) throw new Error(`${problems.length} app module(s) have no default export.`);
  },
};
