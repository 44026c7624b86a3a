/**
 * Development server. The content check runs first and then stays live: saving a file checks it
 * again (with the site-wide rules) and prints the result, and open pages show the problems in a
 * panel. After each check its pages go to contentlayer2 as typed documents, and open pages refresh
 * themselves once they are written. decap-server lets /admin edit the files on disk (Decap's local backend).
 */
import { watchFile } from 'node:fs';
import { cmsRepository } from '../lib/cms/repository';
import { formatProblem } from '../lib/content/check';
import { contentDir } from '../lib/content/content-dir';
import { generatedDocsFile } from '../lib/build/build-state';
import { writeContentLayer } from '../lib/content/content-layer';
import { lastChangedInGit } from '../lib/content/git-dates';
import type { CheckedPage } from '../lib/content/layer-doc';
import { describeChanges } from '../lib/content/content-changes';
import { createLiveCheck, type LiveProblem, problemsOf } from '../lib/content/live-check';
import { startChildren } from './dev-children';
import { startCmsFiles } from './dev-cms';
import { startContentEvents } from './dev-content-events';
import { watchContent } from './dev-content-watch';

const port = Number(process.env.PORT ?? 3000);
const eventsPort = Number(process.env.CONTENT_EVENTS_PORT ?? port + 1);
const decapPort = Number(process.env.DECAP_SERVER_PORT ?? port + 2);
const cmsFilesPort = Number(process.env.CMS_FILES_PORT ?? port + 3);
// Loopback only unless HOST says otherwise: next dev would listen on every interface.
const host = process.env.HOST ?? '127.0.0.1';

function print(problems: LiveProblem[], startedAt: number) {
  for (const problem of problems) (problem.kind === 'error' ? console.error : console.warn)(formatProblem(problem.kind, problem));
  const errors = problems.filter((problem) => problem.kind === 'error').length;
  const summary = `content check: ${errors} error(s), ${problems.length - errors} warning(s) in ${Math.round(performance.now() - startedAt)} ms`;
  console.log(errors > 0 ? `✘ ${summary}` : `✔ ${summary}`);
}

let startedAt = performance.now();
const live = createLiveCheck(contentDir, { keepPage: true });
// Read once: a page saved while the server runs is not committed yet.
const lastChanged = lastChangedInGit(contentDir);
// One write at a time, in the order of the checks: two bursts of saves must not interleave their files.
let layerWritten = Promise.resolve();
const writeLayer = (pages: CheckedPage[]) => {
  layerWritten = layerWritten
    .then(() => writeContentLayer(pages, lastChanged))
    .catch((error: unknown) => console.error(`✘ the pages could not be written for next dev (${String(error)}); they are written again on the next change`));
};
let problems = problemsOf(live.report());
print(problems, startedAt);
writeLayer(live.report().pages);
const events = startContentEvents(eventsPort, () => problems);

watchContent(contentDir, (touched) => {
  startedAt = performance.now();
  try {
    const { report, changes } = live.rescan(touched);
    const lines = describeChanges(changes);
    // Only a dotfile or an empty folder changed.
    if (lines.length === 0) return;
    for (const line of lines) console.log(`content: ${line}`);
    problems = problemsOf(report);
    print(problems, startedAt);
    events.problems(problems);
    writeLayer(report.pages);
  } catch (error) {
    console.error(`✘ content check failed (${(error as Error).message.split('\n')[0]}); it runs again on the next change`);
  }
});
watchFile(generatedDocsFile, { interval: 100 }, () => events.refresh());

const decapUrl = `http://127.0.0.1:${decapPort}/api/v1`;
startCmsFiles(cmsFilesPort, decapUrl, contentDir);
const env = { ...process.env, NEXT_PUBLIC_CONTENT_EVENTS_PORT: String(eventsPort), CMS_DEV_ORIGIN: `http://127.0.0.1:${cmsFilesPort}` };
// Its own PORT; loopback only, since it writes whatever it is sent into the content folder.
const decapEnv = { ...process.env, PORT: String(decapPort), BIND_HOST: '127.0.0.1', MODE: 'fs', GIT_REPO_DIRECTORY: cmsRepository(contentDir).root, LOG_LEVEL: 'warn' };
startChildren([
  { command: 'node_modules/.bin/next', args: ['dev', '--port', String(port), '--hostname', host], options: { env } },
  { command: process.execPath, args: ['node_modules/decap-server/dist/index.js'], options: { env: decapEnv } },
]);
// next dev warns that rewrites do not work with output: 'export': they serve /admin in dev only.
console.log(`✔ /admin edits ${contentDir}/ through decap-server (${decapUrl}); the rewrites next dev warns about serve it.`);
