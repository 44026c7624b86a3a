/**
 * Development server (docs/architecture.md#npm-run-dev). contentlayer2 runs in dev mode with the
 * build's content step as its source (lib/content/checked-content.ts); its problems and its writes
 * come over IPC and reach open pages' panel and refresh. This process serves the pages through
 * Next's own development server (its custom-server interface, so that no second Node process
 * holds the documents), with their content files (scripts/dev-cms.ts) and the live channel on the
 * same port; decap-server lets /admin edit the files on disk. Its state is a folder of its own
 * (dev-state.ts), never a build's.
 */
import './dev-state';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import next from 'next';
import { cmsRepository } from '../lib/cms/repository';
import { contentDir } from '../lib/content/content-dir';
import type { ContentStepMessage } from '../lib/content/checked-content';
import type { LiveProblem } from '../lib/content/live-check';
import { buildStateDir, documentsFilesIn, publishedBodiesDir, publishedDocsFile, publishedRoutesFile } from '../lib/pipeline/build-state';
import { heapLimitMb, withHeapLimit } from '../lib/pipeline/heap-limit';
import { sitePath } from '../lib/navigation/routes';
import { siteConfig } from '../lib/site-config';
import { devExportFiles } from './dev-cms';
import { contentEvents } from './dev-content-events';
import { watchDesignTokens } from './dev-design-tokens';
import { superviseChildren } from './dev-children';

const port = Number(process.env.PORT ?? 3000);
const decapPort = Number(process.env.DECAP_SERVER_PORT ?? port + 1);
// Loopback only unless HOST says otherwise.
const host = process.env.HOST ?? '127.0.0.1';

let problems: LiveProblem[] = [];
// The design tokens' contrast problems, shown in the panel beside the content's.
let tokenProblems: LiveProblem[] = [];
const events = contentEvents(() => [...tokenProblems, ...problems]);
watchDesignTokens((found) => {
  tokenProblems = found;
  events.problems([...tokenProblems, ...problems]);
});
const start = superviseChildren();

// contentlayer2 holds the documents whole: it runs under a heap limit (lib/pipeline/heap-limit.ts),
// twice the build's, so the site may double while dev runs; its first start, with no documents
// yet, under none.
const generatedDocs = documentsFilesIn(buildStateDir).generated;
const contentLayerNodeOptions = existsSync(generatedDocs)
  ? withHeapLimit(process.env.NODE_OPTIONS, 2 * heapLimitMb(generatedDocs))
  : process.env.NODE_OPTIONS;
const contentLayer = start({
  command: resolve('node_modules/.bin/contentlayer2'),
  args: ['dev', '--config', resolve('contentlayer.config.ts')],
  options: {
    env: { ...process.env, NODE_OPTIONS: contentLayerNodeOptions, PWD: resolve(buildStateDir), BUILD_STATE_DIR: buildStateDir },
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
    // Next answers a request from the route's list of pages as it holds it, then reads the
    // list again: a new or renamed page would answer 404 to the writer's first visit. A request
    // now has it read the list while the writer is still on their way.
    const landingPage = `http://127.0.0.1:${port}${sitePath('/')}`;
    if (message.routesChanged) void fetch(landingPage).then((response) => response.body?.cancel(), () => undefined);
  });
});
// Next prepares its server meanwhile; it renders no page before the documents are there.
const pages = next({ dev: true, turbopack: true, hostname: host, port });
const prepared = pages.prepare();
// The last run's documents are pages the check passed: the servers start on them at once, and open
// pages refresh when this run's check has written its own.
if (![publishedDocsFile, publishedBodiesDir, publishedRoutesFile].every((file) => existsSync(file))) await firstWritten;
const decapUrl = `http://127.0.0.1:${decapPort}/api/v1`;
const decapEnv = { ...process.env, PORT: String(decapPort), GIT_REPO_DIRECTORY: cmsRepository(contentDir).root };
const listening = (onPort: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(onPort, '127.0.0.1');
    socket.once('error', () => resolve(false)).once('connect', () => {
      socket.destroy();
      resolve(true);
    });
  });
let decapStarted: Promise<void> | undefined;
/** decap-server, started when /admin is first opened (a writer who edits in an editor never needs it); resolves once it listens. */
const decapServer = () => (decapStarted ??= (async () => {
  start({ command: process.execPath, args: ['--import', 'tsx', 'scripts/dev-decap-server.ts'], options: { env: decapEnv } });
  while (!(await listening(decapPort))) await sleep(100);
})());
const exportFiles = devExportFiles(decapUrl, contentDir, decapServer);
await prepared;
const answer = pages.getRequestHandler();
const server = createServer((request, response) => {
  if (!events.handle(request, response) && !exportFiles(request, response)) void answer(request, response);
});
// Next's hot reloading talks over a WebSocket.
const upgrade = pages.getUpgradeHandler();
server.on('upgrade', (request, socket, head) => void upgrade(request, socket, head));
server.listen(port, host, () => console.log(`✔ The site: http://${host}:${port}${siteConfig.basePath}/`));
console.log(`✔ /admin edits ${contentDir}/ through decap-server (${decapUrl}, started when /admin is first opened).`);
