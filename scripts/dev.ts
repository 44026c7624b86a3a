/**
 * Development server. The content check runs first and then stays live: saving a file checks it
 * again (with the site-wide rules) and prints the result, and open pages show the problems in a
 * panel. contentlayer2 watches content/ and regenerates .contentlayer, and open pages refresh
 * themselves once it has. decap-server lets /admin edit the files on disk (Decap's local backend).
 */
import { spawn } from 'node:child_process';
import { watch, watchFile } from 'node:fs';
import { cmsRepository } from '../lib/cms/repository';
import { formatProblem } from '../lib/content/check';
import { contentDir } from '../lib/content/content-dir';
import { writeLastChanged } from '../lib/content/git-dates';
import { clearLoadedCopies } from '../lib/content/loaded-copies';
import { createLiveCheck, type LiveProblem, problemsOf } from '../lib/content/live-check';
import { startCmsFiles } from './dev-cms';
import { startContentEvents } from './dev-content-events';

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
clearLoadedCopies();
const live = createLiveCheck(contentDir, { feedContentlayer: true });
writeLastChanged(contentDir);
let problems = problemsOf(live.report());
print(problems, startedAt);
const events = startContentEvents(eventsPort, () => problems);

// Editors save in bursts (a temporary file, a rename): the changes of 30 ms are checked together.
const changed = new Set<string>();
let pending: NodeJS.Timeout | undefined;
watch(contentDir, { recursive: true }, (_event, file) => {
  if (!file) return;
  changed.add(file.split('\\').join('/'));
  clearTimeout(pending);
  pending = setTimeout(() => {
    startedAt = performance.now();
    problems = problemsOf(live.update([...changed]));
    changed.clear();
    print(problems, startedAt);
    events.problems(problems);
  }, 30);
});
watchFile('.contentlayer/generated/Doc/_index.json', { interval: 100 }, () => events.refresh());

const decapUrl = `http://127.0.0.1:${decapPort}/api/v1`;
startCmsFiles(cmsFilesPort, decapUrl);
const env = { ...process.env, NEXT_PUBLIC_CONTENT_EVENTS_PORT: String(eventsPort), CMS_DEV_ORIGIN: `http://127.0.0.1:${cmsFilesPort}` };
// Its own PORT; loopback only, since it writes whatever it is sent into the content folder.
const decapEnv = { ...process.env, PORT: String(decapPort), BIND_HOST: '127.0.0.1', MODE: 'fs', GIT_REPO_DIRECTORY: cmsRepository(contentDir).root, LOG_LEVEL: 'warn' };
const children = [
  spawn('node_modules/.bin/contentlayer2', ['dev'], { stdio: 'inherit', env }),
  spawn('node_modules/.bin/next', ['dev', '--port', String(port), '--hostname', host], { stdio: 'inherit', env }),
  spawn(process.execPath, ['node_modules/decap-server/dist/index.js'], { stdio: 'inherit', env: decapEnv }),
];
// next dev warns that rewrites do not work with output: 'export': they serve /admin in dev only.
console.log(`✔ /admin edits ${contentDir}/ through decap-server (${decapUrl}); the rewrites next dev warns about serve it.`);
const stop = () => children.forEach((child) => child.kill());
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => {
  stop();
  process.exit(code ?? 0);
});
