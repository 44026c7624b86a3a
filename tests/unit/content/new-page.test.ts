import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFile } from '@/lib/content/load';
import { planNewPage } from '@/lib/content/new-page';

function contentTree() {
  const dir = mkdtempSync(join(tmpdir(), 'new-page-'));
  const write = (file: string, frontmatter: string) => {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), `---\n${frontmatter}\n---\n\nText.\n`);
  };
  write('glossa/README.md', 'title: Glossa\ndescription: d');
  write('glossa/concepts/README.md', 'title: Concepts\ndescription: d\nsidebar_position: 1');
  write('glossa/concepts/icu.md', 'title: ICU\ndescription: d\nsidebar_position: 4');
  write('glossa/concepts/styling.md', 'title: Styling\ndescription: d\nsidebar_position: 2');
  write('glossa/concepts/tags/README.md', 'title: Tags\ndescription: d\nsidebar_position: 7');
  return dir;
}

describe('npm run new', () => {
  const dir = contentTree();

  it('plans a page after its siblings, with frontmatter the content check accepts and placeholders it refuses to publish', () => {
    const plan = planNewPage(dir, 'glossa/concepts/plurals', 'Plural rules');
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.page.file).toBe('glossa/concepts/plurals.md');
    expect(plan.page.route).toBe('/glossa/concepts/plurals');
    expect(plan.page.text).toMatch(/^---\ntitle: "Plural rules"\ndescription: "Plural rules in Glossa: [^"]+"\nsidebar_position: 8\n---\n/);
    writeFileSync(join(dir, plan.page.file), plan.page.text);
    expect(new Set(loadFile(dir, plan.page.file).errors.map((problem) => problem.rule))).toEqual(new Set(['scaffold-text']));
  });

  it('starts a folder with its page for a route ending in a slash, after the pages beside it', () => {
    const plan = planNewPage(contentTree(), 'glossa/concepts/guides/', 'Guides');
    expect(plan.ok && plan.page).toMatchObject({ file: 'glossa/concepts/guides/README.md', route: '/glossa/concepts/guides' });
    expect(plan.ok && plan.page.text).toMatch(/\nsidebar_position: 8\n/);
  });

  it('says how a page becomes a folder\'s page when a route goes below it', () => {
    const plan = planNewPage(dir, 'glossa/concepts/icu/plurals', 'Plurals');
    expect(plan.ok ? '' : plan.reason).toMatch(/glossa\/concepts\/icu\.md is a page, not a folder: make it the folder's page first by moving it to .*glossa\/concepts\/icu\/README\.md \(its route stays \/glossa\/concepts\/icu\)/);
  });

  it.each([
    ['an existing page', 'glossa/concepts/icu', /\/glossa\/concepts\/icu already exists/],
    ['an existing folder page', 'glossa/concepts/tags', /\/glossa\/concepts\/tags already exists/],
    ['a name that cannot be a route', 'glossa/concepts/Plural Rules', /cannot be part of a route: .*"plural-rules\.md"/],
    ['a library that does not exist', 'glosa/plurals', /there is no library "glosa"/],
    ['a folder without its page', 'glossa/guides/plurals', /has no README\.md.*npm run new -- glossa\/guides\/ "<Folder title>"/],
    ['an existing page as a folder page', 'glossa/concepts/icu/', /\/glossa\/concepts\/icu already exists/],
    ['the landing page', '/', /not a page inside a library/],
    ['a library itself', 'glossa', /not a page inside a library/],
    ['a page named index, which a folder names README.md', 'glossa/concepts/index', /index\.md/],
    ['a name longer than the check takes', `glossa/concepts/${'a'.repeat(300)}`, /characters/],
  ])('refuses %s', (_what, route, reason) => {
    const plan = planNewPage(dir, route, 'Title');
    expect(plan.ok).toBe(false);
    expect(plan.ok ? '' : plan.reason).toMatch(reason);
  });

  it('refuses an empty title', () => {
    const plan = planNewPage(dir, 'glossa/concepts/other', '  ');
    expect(plan.ok ? '' : plan.reason).toMatch(/give the page a title/);
  });
});
