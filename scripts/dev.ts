/**
 * Development server (docs/architecture.md#npm-run-dev). contentlayer2 runs in dev mode with the
 * build's content step as its source (lib/content/checked-content.ts); its problems and its writes
 * come over IPC and reach open pages' panel and refresh. next dev serves the pages, this process their
 * content files (scripts/dev-cms.ts), and decap-server lets /admin edit the files on disk. Its state
 * is a folder of its own (dev-state.ts), never a build's.
 */
import './dev-state';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { cmsRepository } from '../lib/cms/repository';
import { contentDir } from '../lib/content/content-dir';
import { getAllDocs } from '../lib/content/docs';
import type { ContentStepMessage } from '../lib/content/checked-content';
import type { LiveProblem } from '../lib/content/live-check';
import { buildStateDir, documentsFilesIn, publishedBodiesDir, publishedDocsFile, publishedRoutesFile } from '../lib/pipeline/build-state';
import { heapLimitMb, withHeapLimit } from '../lib/pipeline/heap-limit';
import { startCmsFiles } from './dev-cms';
import { startContentEvents } from './dev-content-events';
import { watchDesignTokens } from './dev-design-tokens';
import { superviseChildren } from './dev-children';

const port = Number(process.env.PORT ?? 3000);
const eventsPort = Number(process.env.CONTENT_EVENTS_PORT ?? port + 1);
const decapPort = Number(process.env.DECAP_SERVER_PORT ?? port + 2);
const cmsFilesPort = Number(process.env.CMS_FILES_PORT ?? port + 3);
// Loopback only unless HOST says otherwise: next dev would listen on every interface.
const host = process.env.HOST ?? '127.0.0.1';

let problems: LiveProblem[] = [];
// The design tokens' contrast problems, shown in the panel beside the content's.
let tokenProblems: LiveProblem[] = [];
const events = startContentEvents(eventsPort, () => [...tokenProblems, ...problems]);
watchDesignTokens((found) => {
  tokenProblems = found;
  events.problems([...tokenProblems, ...problems]);
});
const start = superviseChildren();

// Both servers that hold the documents (contentlayer2 whole, next dev their index) run under a heap
// limit (lib/pipeline/heap-limit.ts), twice the build's, so the site may double while dev runs;
// contentlayer2's first start, with no documents yet, under none.
const heapLimited = (documentsFile: string) => (existsSync(documentsFile) ? withHeapLimit(process.env.NODE_OPTIONS, 2 * heapLimitMb(documentsFile)) : process.env.NODE_OPTIONS);
const contentLayer = start({
  command: resolve('node_modules/.bin/contentlayer2'),
  args: ['dev', '--config', resolve('contentlayer.config.ts')],
  options: {
    env: { ...process.env, NODE_OPTIONS: heapLimited(documentsFilesIn(buildStateDir).generated), PWD: resolve(buildStateDir), BUILD_STATE_DIR: buildStateDir },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  },
});
// Resolves when contentlayer2 has written the documents for the first time; after that, each write refreshes open pages.
const firstWritten = new Promise<void>((written) => {
  contentLayer.on('message', (message: ContentStepMessage) => {
    if (message.kind === 'content-problems') {
      problems = message.problems;
      events.problems([...tokenProblems, ...problems]);
      return;
    }
    written();
    events.refresh();
    // The open pages ask this process for their content files once next dev has rendered the
    // refresh: read the new index now, on this core, while next dev renders on the other
    // (after the refresh has gone out).
    setImmediate(() => existsSync(publishedDocsFile) && getAllDocs());
    // next dev answers a request from the route's list of pages as it holds it, then reads the
    // list again: a new or renamed page would answer 404 to the writer's first visit. A request
    // now has it read the list while the writer is still on their way.
    if (message.routesChanged) void fetch(`http://127.0.0.1:${port}/`).then((response) => response.body?.cancel(), () => undefined);
  });
});
// The last run's documents are pages the check passed: the servers start on them at once, and open
// pages refresh when this run's check has written its own.
if (![publishedDocsFile, publishedBodiesDir, publishedRoutesFile].every((file) => existsSync(file))) await firstWritten;
const decapUrl = `http://127.0.0.1:${decapPort}/api/v1`;
startCmsFiles(cmsFilesPort, decapUrl, contentDir);
const env = { ...process.env, NODE_OPTIONS: heapLimited(publishedDocsFile), BUILD_STATE_DIR: buildStateDir, NEXT_PUBLIC_CONTENT_EVENTS_PORT: String(eventsPort), CMS_DEV_ORIGIN: `http://127.0.0.1:${cmsFilesPort}` };
start({ command: 'node_modules/.bin/next', args: ['dev', '--port', String(port), '--hostname', host], options: { env } });
// Its own PORT; loopback only, since it writes whatever it is sent into the content folder.
const decapEnv = { ...process.env, PORT: String(decapPort), BIND_HOST: '127.0.0.1', MODE: 'fs', GIT_REPO_DIRECTORY: cmsRepository(contentDir).root, LOG_LEVEL: 'warn' };
start({ command: process.execPath, args: ['node_modules/decap-server/dist/index.js'], options: { env: decapEnv } });
console.log(`✔ /admin edits ${contentDir}/ through decap-server (${decapUrl}).`);
