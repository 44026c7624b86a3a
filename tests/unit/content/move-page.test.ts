import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContent } from '@/lib/content/check';
import { applyMove, errorsAfterMove, planMove } from '@/lib/content/move-page';

const page = (title: string, body: string, frontmatter = '') =>
  `---\ntitle: ${title}\ndescription: A page of the small tree that npm run move is tried on.\n${frontmatter}---\n\n## Setup\n\n${body}\n\n## More\n\nText.\n`;

/** A small content tree in a temporary folder: the page /glossa/old-name and links to it in every form. */
function contentTree(): string {
  const dir = mkdtempSync(join(tmpdir(), 'move-page-'));
  const write = (file: string, text: string) => {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  };
  write('README.md', page('Home', 'See [the page](/glossa/old-name), [its setup](/glossa/old-name#setup), [its file](glossa/old-name.md) and [a reference][old].\n\n[old]: /glossa/old-name'));
  write('glossa/README.md', page('Glossa', 'Read [the page](./old-name.md#more) or [the API](/glossa/api).'));
  write('glossa/api.md', page('API', 'Back to [the page](old-name.html).'));
  write('glossa/old-name.md', page('Old name', 'Read [ICU](concepts/icu.md), [the API](api) and [below](#more); `/glossa/old-name` in code stays.', 'redirect_from:\n  - /glossa/older-name\n'));
  write('glossa/concepts/README.md', page('Concepts', 'Concepts.'));
  write('glossa/concepts/icu.md', page('ICU', 'From [the page](../old-name.md).'));
  // The same page in Glossa's other docs version.
  write('glossa/1.0/README.md', page('Glossa 1.0', 'Version 1.0.'));
  write('glossa/1.0/old-name.md', page('Old name', 'The 1.0 page.'));
  return dir;
}

const git = (dir: string, ...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' });

describe('npm run move', () => {
  it('names the page’s counterpart in another docs version, which stays, with the command that pairs it again', () => {
    const planned = planMove(contentTree(), '/glossa/old-name', '/glossa/concepts/new-name');
    expect(planned.ok && planned.plan.counterparts).toEqual([{ version: '1.0', file: 'glossa/1.0/old-name.md', route: '/glossa/1.0/old-name', pairedRoute: '/glossa/1.0/concepts/new-name' }]);
    const back = planMove(contentTree(), '/glossa/1.0/old-name', '/glossa/1.0/renamed');
    expect(back.ok && back.plan.counterparts).toEqual([{ version: expect.any(String), file: 'glossa/old-name.md', route: '/glossa/old-name', pairedRoute: '/glossa/renamed' }]);
  });

  it('moves the page, records its old route and rewrites every link to it, saying what it changed', () => {
    const dir = contentTree();
    const planned = planMove(dir, '/glossa/old-name', 'glossa/concepts/new-name');
    expect(planned.ok).toBe(true);
    if (!planned.ok) return;
    expect(applyMove(dir, planned.plan)).toBe('rename');
    expect(existsSync(join(dir, 'glossa/old-name.md'))).toBe(false);
    const moved = readFileSync(join(dir, 'glossa/concepts/new-name.md'), 'utf8');
    expect(moved).toContain('redirect_from:\n  - /glossa/older-name\n  - /glossa/old-name\n---');
    // Its own relative links are written for its new folder; in-page links and code stay.
    expect(moved).toContain('[ICU](./icu.md), [the API](/glossa/api) and [below](#more); `/glossa/old-name` in code stays.');
    expect(readFileSync(join(dir, 'README.md'), 'utf8')).toContain(
      '[the page](/glossa/concepts/new-name), [its setup](/glossa/concepts/new-name#setup), [its file](./glossa/concepts/new-name.md) and [a reference][old].\n\n[old]: /glossa/concepts/new-name',
    );
    expect(readFileSync(join(dir, 'glossa/README.md'), 'utf8')).toContain('[the page](./concepts/new-name.md#more)');
    expect(readFileSync(join(dir, 'glossa/api.md'), 'utf8')).toContain('[the page](/glossa/concepts/new-name)');
    expect(readFileSync(join(dir, 'glossa/concepts/icu.md'), 'utf8')).toContain('[the page](./new-name.md)');
    expect(planned.plan.changes).toContainEqual({ file: 'README.md', line: 8, before: '/glossa/old-name#setup', after: '/glossa/concepts/new-name#setup' });
    expect(planned.plan.changes).toHaveLength(9);
    // The moved tree passes the content check: no broken link, and no link left to the old route.
    const report = checkContent(dir);
    expect(report.errors).toEqual([]);
    expect(report.warnings.filter((warning) => warning.rule === 'moved-links' || warning.rule === 'link-files')).toEqual([]);
  });

  it('reads and writes no page that is a link or a FIFO, so it never writes outside content/ nor waits forever', () => {
    const dir = contentTree();
    const outside = join(mkdtempSync(join(tmpdir(), 'move-outside-')), 'outside.md');
    const text = page('Outside', 'See [the page](/glossa/old-name).');
    writeFileSync(outside, text);
    symlinkSync(outside, join(dir, 'glossa/linked.md'));
    execFileSync('mkfifo', [join(dir, 'glossa/pipe.md')]);
    const planned = planMove(dir, '/glossa/old-name', '/glossa/new-name');
    expect(planned.ok).toBe(true);
    if (!planned.ok) return;
    expect(errorsAfterMove(dir, planned.plan)).toEqual([]);
    applyMove(dir, planned.plan);
    expect(readFileSync(outside, 'utf8')).toBe(text);
  });

  it('moves the file with git mv when git tracks it, so its history follows', () => {
    const dir = contentTree();
    git(dir, 'init', '-q');
    git(dir, 'add', '.');
    git(dir, '-c', 'user.name=Writer', '-c', 'user.email=writer@docs.invalid', 'commit', '-qm', 'tree');
    const planned = planMove(dir, '/glossa/old-name', '/glossa/new-name');
    if (!planned.ok) throw new Error(planned.reason);
    expect(applyMove(dir, planned.plan)).toBe('git mv');
    expect(git(dir, 'status', '--porcelain')).toMatch(/^RM glossa\/old-name\.md -> glossa\/new-name\.md$/m);
  });

  it('takes the new route out of redirect_from when a page moves back, so it never redirects to itself', () => {
    const dir = contentTree();
    for (const [from, to] of [['/glossa/old-name', '/glossa/new-name'], ['/glossa/new-name', '/glossa/old-name']] as const) {
      const planned = planMove(dir, from, to);
      if (!planned.ok) throw new Error(planned.reason);
      applyMove(dir, planned.plan);
    }
    expect(readFileSync(join(dir, 'glossa/old-name.md'), 'utf8')).toContain('redirect_from:\n  - /glossa/older-name\n  - /glossa/new-name\n---');
    expect(checkContent(dir).errors).toEqual([]);
  });

  it.each([
    ['a target route that is a page', '/glossa/old-name', '/glossa/api', /\/glossa\/api already exists \(content\/glossa\/api\.md\)/],
    ['a target route the build writes', '/glossa/old-name', '/admin', /\/admin belongs to the site itself/],
    ['an old route that is not a page', '/glossa/nope', '/glossa/new-name', /no page has the route \/glossa\/nope/],
    ['a folder page', '/glossa/concepts', '/glossa/ideas', /is the page of the folder glossa\/concepts\//],
    ["another page's old route", '/glossa/api', '/glossa/older-name', /^\/glossa\/older-name is an old route of \/glossa\/old-name \(the redirect_from of content\/glossa\/old-name\.md\)/],
    ['a folder without its page', '/glossa/old-name', '/glossa/tags/new-name', /content\/glossa\/tags\/ has no README\.md/],
    ['a name that cannot be a route', '/glossa/old-name', '/glossa/New_Name', /cannot be part of a route/],
    ['a name longer than a path may be', '/glossa/old-name', `/glossa/${'a'.repeat(300)}`, /is not a route of this site \(.*characters/],
  ])('refuses %s, touching nothing', (_case, from, to, reason) => {
    const dir = contentTree();
    const planned = planMove(dir, from, to);
    expect(planned.ok).toBe(false);
    if (!planned.ok) expect(planned.reason).toMatch(reason);
    expect(existsSync(join(dir, 'glossa/old-name.md'))).toBe(true);
  });

  it.each([
    ['into another docs version, where its links would leave that version', '/glossa/old-name', '/glossa/1.0/moved', /version-links/],
  ])('checks the moved site on a copy and refuses a move %s, writing nothing', (_case, from, to, rule) => {
    const dir = contentTree();
    const planned = planMove(dir, from, to);
    if (!planned.ok) throw new Error(planned.reason);
    const errors = errorsAfterMove(dir, planned.plan);
    expect(errors).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^error: content/[^ ]+:\\d+.*${rule.source}`))]));
    // The check ran on a copy: the tree is as it was.
    expect(existsSync(join(dir, `${from.slice(1)}.md`))).toBe(true);
    expect(existsSync(join(dir, `${to.slice(1)}.md`))).toBe(false);
  });

  it('finds nothing wrong with a move the site builds after', () => {
    const dir = contentTree();
    const planned = planMove(dir, '/glossa/old-name', '/glossa/concepts/new-name');
    if (!planned.ok) throw new Error(planned.reason);
    expect(errorsAfterMove(dir, planned.plan)).toEqual([]);
  });
});
