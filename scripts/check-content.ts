/**
 * `npm run content:check`: the content check alone, as the build's content step runs it
 * (lib/content/checked-content.ts), without handing the pages on. Prints every writer problem and
 * exits 1 when any is an error.
 */
import { checkContentInParallel } from '../lib/content/check-in-parallel';
import { contentDir } from '../lib/content/content-dir';
import { reportCheck } from '../lib/content/report-check';

const startedAt = performance.now();
const report = await checkContentInParallel(contentDir);
reportCheck(report, contentDir, startedAt);
if (report.errors.length > 0) process.exitCode = 1;
