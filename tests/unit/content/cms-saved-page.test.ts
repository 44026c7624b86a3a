import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkContent, formatProblem } from '@/lib/content/check';

/**
 * A page exactly as Decap CMS saves it (captured from /admin in npm run dev): fields in the
 * schema's order, quoted only when YAML needs it, a long value folded over two lines, no blank line
 * after the frontmatter, empty optional fields left out.
 */
const savedByCms = (link: string) =>
  '---\ntitle: Receiving webhooks\ndescription: "Receive Beta events over HTTP: where Beta sends them, what each\n  request holds and how to answer it."\nsidebar_label: Webhooks\nsidebar_position: 2.5\n---\n' +
  `## Endpoint\n\nBeta posts each event to the [server](${link}).\n`;

/** The same page as a writer would type it. */
const handWritten = (link: string) =>
  '---\ntitle: Receiving webhooks\ndescription: "Receive Beta events over HTTP: where Beta sends them, what each request holds and how to answer it."\nsidebar_label: Webhooks\nsidebar_position: 2.5\n---\n\n' +
  `## Endpoint\n\nBeta posts each event to the [server](${link}).\n`;

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The fixture site with one more page in beta/api/, and the files uploaded beside it. */
function siteWith(page: string, uploads: Record<string, Buffer> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'cms-saved-'));
  dirs.push(dir);
  cpSync('tests/fixtures/site', dir, { recursive: true });
  writeFileSync(join(dir, 'beta/api/receiving-webhooks.md'), page);
  for (const [name, bytes] of Object.entries(uploads)) writeFileSync(join(dir, 'beta/api', name), bytes);
  return checkContent(dir);
}

const problemsOf = (report: ReturnType<typeof checkContent>, file: string) => report.errors.filter((problem) => problem.file === file);
const FILE = 'content/beta/api/receiving-webhooks.md';

describe('a page saved from the CMS', () => {
  it('passes the content check and is published like a hand-written one', () => {
    const report = siteWith(savedByCms('/beta/api/server'));
    expect(report.errors).toEqual([]);
    expect(report.routes.get('/beta/api/receiving-webhooks')).toBe('beta/api/receiving-webhooks.md');
    expect(siteWith(handWritten('/beta/api/server')).warnings.filter((w) => w.file === FILE)).toEqual(report.warnings.filter((w) => w.file === FILE));
  });

  it('is rejected with the same message as a hand-written one when it is wrong', () => {
    const fromCms = problemsOf(siteWith(savedByCms('/beta/api/servr')), FILE);
    const byHand = problemsOf(siteWith(handWritten('/beta/api/servr')), FILE);
    expect(fromCms).toHaveLength(1);
    expect(formatProblem('error', fromCms[0]!)).toBe(
      `error: ${FILE}:10:30: broken link "/beta/api/servr": no page exists at /beta/api/servr. The closest existing route is /beta/api/server. (link-routes)`,
    );
    // Only the line differs: the CMS writes no blank line after the frontmatter, and folds the description.
    const withoutLine = (problems: typeof fromCms) => problems.map((problem) => ({ ...problem, line: 0 }));
    expect(withoutLine(byHand)).toEqual(withoutLine(fromCms));
  });

  // Decap saves an upload beside the page (media_folder and public_folder '' on each collection)
  // and inserts it by its bare name.
  const png = readFileSync('tests/fixtures/site/gamma/settings-screen.png');
  const withImage = (alt: string) => `${savedByCms('/beta/api/server')}\n![${alt}](webhook-settings.png)\n`;

  it('with an image uploaded beside it passes the same image checks as a hand-written one', () => {
    expect(siteWith(withImage('The webhook settings'), { 'webhook-settings.png': png }).errors).toEqual([]);
    const problems = problemsOf(siteWith(withImage('webhook-settings.png'), { 'webhook-settings.png': png }), FILE);
    expect(problems.map((problem) => problem.rule)).toEqual(['image-alt']);
  });
});
