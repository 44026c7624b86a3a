/**
 * The content check and the site's pages see each page one way: the pages (docs.ts) read the
 * documents contentlayer2 makes of what the check passed (checked-content.ts), so a page's route, the file that
 * has it, its fields and its HTML are the ones the check worked out, even for files that two
 * readers of markdown would read two ways (Windows line endings, a folder's README, a quoted title
 * with spaces at its ends).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { stateDirFor } from '@/lib/pipeline/build-state';
import { checkFile, checkSite, listContentFiles } from '@/lib/content/check';
import { loadFile } from '@/lib/content/load';
import { contentLayerCommand } from '@/lib/pipeline/steps/content';

// docs.ts reads the documents of the export named by OUT_DIR when it is first imported: this file
// imports it afresh for its own site, and leaves no module bound to that site to later files.
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

const work = mkdtempSync(join(tmpdir(), 'content-layer-'));
const content = join(work, 'content');
// The build's state folder is under the checkout (build-state.ts): one of this test's own.
const out = `out-content-layer-test-${process.pid}`;
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
  rmSync(stateDirFor(out), { recursive: true, force: true });
  vi.unstubAllEnvs();
});

const page = (frontmatter: string, body = '## Usage\n\nText with `code`.\n') => `---\n${frontmatter}\ndescription: A page of a small site whose pages two readers could read two ways.\n---\n\n${body}`;
const files: Record<string, string> = {
  'README.md': page('title: Home', 'See [the guide](/guide), [the setup](/setup) and [the spaced page](/spaced).\n'),
  'guide/README.md': page('title: Guide from the README'),
  'setup.md': page('title: Setup\nsidebar_position: 2\nsidebar_label: Set up\nredirect_from: [/getting-started]').replaceAll('\n', '\r\n'),
  'spaced.md': page('title: "  Spaced title  "\nsidebar_label: "  Spaced  "'),
};

describe('the pages and the content check', () => {
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(join(content, file, '..'), { recursive: true });
    writeFileSync(join(content, file), source);
  }
  // The build's content step: the check, then contentlayer2 writes the documents the pages read.
  const step = contentLayerCommand(stateDirFor(out));
  const checked = spawnSync(step.command, step.args, { env: { ...process.env, CONTENT_DIR: content, OUT_DIR: out, ...step.env }, encoding: 'utf8', timeout: 120_000 });
  // As the build checks it: the pages kept, their API names linked.
  const report = checkSite(listContentFiles(content).map((file) => checkFile(content, file, { keepPage: true })));

  async function pages() {
    vi.stubEnv('OUT_DIR', out);
    vi.resetModules();
    return import('@/lib/content/docs');
  }

  it('publish the same routes, each from the same file', async () => {
    expect(checked.status, checked.stderr).toBe(0);
    const { getAllDocs, getRedirects, getStaticSlugs } = await pages();
    expect(getAllDocs().map(({ path, sourcePath }) => [path, sourcePath])).toEqual([...report.routes].sort(([a], [b]) => a.localeCompare(b)));
    // The routes Next exports, and next dev answers, from the short list beside the documents.
    const routes = (withMoves: boolean) => getStaticSlugs({ withMoves }).map(({ slug }) => `/${slug.join('/')}`).sort();
    expect(routes(false)).toEqual([...report.routes.keys()].sort());
    expect(getRedirects().map(({ from, to }) => [from, to])).toEqual([['/getting-started', '/setup']]);
    expect(routes(true)).toEqual([...report.routes.keys(), '/getting-started'].sort());
  });

  it('give each page the fields, the HTML and the Markdown copy the check read and rendered', async () => {
    const { getDocByPath, getPageBody } = await pages();
    for (const [route, file] of report.routes) {
      const { data } = loadFile(content, file);
      const doc = getDocByPath(route)!;
      const checkedPage = report.pages.find((page) => page.file === file)!;
      expect(doc.title, file).toBe(String(data.title).trim());
      expect(doc.description, file).toBe(data.description);
      expect(getPageBody(doc).html, file).toBe(checkedPage.html);
      expect(getPageBody(doc).markdown, file).toBe(checkedPage.markdown);
    }
    expect(getDocByPath('/setup')).toMatchObject({ title: 'Setup', sidebarLabel: 'Set up', sidebarPosition: 2 });
    expect(getDocByPath('/spaced')).toMatchObject({ title: 'Spaced title', sidebarLabel: 'Spaced' });
    expect(getDocByPath('/guide')?.title).toBe('Guide from the README');
  });
});
