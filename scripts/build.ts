/**
 * `npm run build`: the steps of lib/pipeline/steps/, run by lib/pipeline/runner/run-build.ts into
 * out/ (or OUT_DIR). With BUILD_PHASES_FILE set, the time of each step is written there as JSON.
 */
// First: it refuses a bad setting in one line before the modules below read it.
import '../lib/pipeline/runner/settings-check';
import { outDir } from '../lib/pipeline/build-state';
import { runBuild } from '../lib/pipeline/runner/run-build';
import { buildSteps } from '../lib/pipeline/steps';

await runBuild(buildSteps, outDir, process.env.BUILD_PHASES_FILE);
