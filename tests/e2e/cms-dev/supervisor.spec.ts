import { renameSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { devSiteForThisFile } from './dev-site';
import { processTree, runningProcesses } from '@/lib/pipeline/runner/processes';

const REPORT_MS = 10_000;
// The watchdog looks every 500 ms and gives the servers 3 s between SIGTERM and SIGKILL.
const CLEANUP_MS = 15_000;

const site = devSiteForThisFile();

/** The changes and errors the dev server printed after `from` characters of its log, up to the next check summary. */
async function nextReport(from: number): Promise<string> {
  let report = '';
  await expect
    .poll(() => {
      report = site().log().slice(from);
      return /content check: .*\n/i.test(report);
    }, { timeout: REPORT_MS })
    .toBe(true);
  return report.slice(0, report.search(/^.*content check: /im)).replace(/^(?!content: |error: ).*\n/gm, '');
}

/** How an editor saves: the whole text into a temporary file beside the page, renamed over it. */
function saveByRename(file: string, change: (text: string) => string) {
  const path = join(site().contentDir, file);
  const temporary = `${path}.tmp~`;
  writeFileSync(temporary, change(readFileSync(path, 'utf8')));
  renameSync(temporary, path);
}

test('npm run dev follows a renamed folder and every save by rename, and its servers stop when it is killed', async ({ baseURL }) => {
  test.setTimeout(60_000);
  await expect.poll(() => site().log(), { timeout: REPORT_MS }).toMatch(/content check: .*0 error\(s\)/i);

  let from = site().log().length;
  renameSync(join(site().contentDir, 'alpha/guide'), join(site().contentDir, 'alpha/steps'));
  expect(await nextReport(from)).toMatch(/^content: renamed folder alpha\/guide → alpha\/steps: 3 files moved\n/);

  // Each save by rename is reported, not only the first (Node's recursive watch loses the page after one).
  for (const round of [1, 2]) {
    from = site().log().length;
    saveByRename('beta/usage.md', (text) => text.replace('title: Using Beta', 'title: Using: Beta: [broken'));
    expect(await nextReport(from), `broken, round ${round}`).toMatch(/^content: changed beta\/usage\.md\nerror: content\/beta\/usage\.md:2: frontmatter is not valid YAML/);
    from = site().log().length;
    saveByRename('beta/usage.md', (text) => text.replace('title: Using: Beta: [broken', 'title: Using Beta'));
    expect(await nextReport(from), `fixed, round ${round}`).toBe('content: changed beta/usage.md\n');
  }

  // npm run dev's own process (scripts/dev.ts) serves the pages and supervises its servers; the
  // workers Next starts to compile a page (Turbopack's PostCSS pool, unless its cache has the CSS)
  // are its children too, and must stop with it.
  expect((await fetch(`${baseURL}/`)).status).toBe(200);
  const supervisor = site().pid;
  const servers = processTree(supervisor).filter((each) => each.pid !== supervisor);
  for (const server of [/contentlayer2 dev/, /decap-server/, /group-watchdog/]) expect(servers.map((each) => each.command)).toContainEqual(expect.stringMatching(server));
  process.kill(supervisor, 'SIGKILL');
  await expect
    .poll(() => servers.filter((server) => runningProcesses().some((each) => each.pid === server.pid)).map((each) => each.command), { timeout: CLEANUP_MS })
    .toEqual([]);
});
