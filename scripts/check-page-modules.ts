/**
 * The build's check of the app's page modules (lib/build/page-modules.ts), in a process of its own:
 * it parses them with the TypeScript compiler, whose 150 MB would otherwise stay with the build's
 * process through `next build`, when memory is shortest.
 */
import { checkPageModules } from '../lib/build/page-modules';

const problems = checkPageModules('app');
for (const problem of problems) console.error(`error: ${problem}`);
if (problems.length > 0) {
  console.error(`\n${problems.length} app module(s) have no default export.`);
  process.exitCode = 1;
}
