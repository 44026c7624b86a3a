import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatProblem, listContentFiles } from '@/lib/content/check';
import { checkWithoutPageQuality, fixtureDir, ruleFixtureDir } from '@/tests/unit/helpers/content';

// The messages themselves are pinned by the rules' fixtures (tests/fixtures/rules/<id>/expected.txt);
// these check what else the check decides about those files.
describe('files under content/', () => {
  it('leaves out what editors leave beside a page: dotfiles, backups and a save by rename before its rename', () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-files-'));
    for (const name of ['page.md', '.page.md.swp', '.DS_Store', 'page.md~', 'page.md.tmp~']) writeFileSync(join(dir, name), '');
    expect(listContentFiles(dir)).toEqual(['page.md']);
    rmSync(dir, { recursive: true, force: true });
  });

  it('publishes no route for a file that is not markdown', () => {
    const report = checkWithoutPageQuality(ruleFixtureDir('markdown-only'));
    expect(report.errors.map((problem) => formatProblem('error', problem))).toEqual([
      expect.stringMatching(/^error: content\/notes\.txt: unknown file: only markdown docs \(\.md\)/),
    ]);
    expect([...report.routes.keys()]).toEqual(['/']);
  });

  it('refuses two files that map to one route, so a new file never takes an existing page', () => {
    const report = checkWithoutPageQuality(ruleFixtureDir('duplicate-routes'));
    expect(report.errors.map((problem) => [problem.file, problem.rule])).toEqual([['content/guide.md', 'duplicate-routes']]);
  });
});

describe('several problems in several files', () => {
  const report = checkWithoutPageQuality(fixtureDir('many-problems'));
  const errors = report.errors.map((problem) => formatProblem('error', problem));

  it.each([
    ['content/README.md', 'broken link "/nowhere"'],
    ['content/a.md', '"description" is missing'],
    ['content/a.md', 'found the text "first"'],
    ['content/b/README.md', 'not valid YAML'],
    ['content/c.md', 'Did you mean "sidebar_label"?'],
    ['content/diagram.psd', 'unknown file'],
    ['content/c.md', 'markdown link "./draft.md"'],
  ])('reports %s: %s', (file, text) => {
    expect(errors.filter((line) => line.includes(file) && line.includes(text))).toHaveLength(1);
  });

  it('reports all of them in one run, and nothing else', () => {
    expect(errors).toHaveLength(7);
    expect(report.warnings).toEqual([]);
  });
});

describe('CRLF line endings', () => {
  // Written here rather than committed, because .gitattributes turns committed files into LF.
  const dir = mkdtempSync(join(tmpdir(), 'content-crlf-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const crlf = (...lines: string[]) => lines.join('\r\n') + '\r\n';
  writeFileSync(
    join(dir, 'README.md'),
    crlf('---', 'title: Home', 'description: A landing page saved with Windows line endings.', '---', '', '## Overview', '', 'Read [the install steps](/guide#install) or the [guide](./guide.md#install).'),
  );
  writeFileSync(
    join(dir, 'guide.md'),
    crlf('---', 'title: Guide', 'description: The guide.', 'sidebar_label: Guide', 'sidebar_position: 2', '---', '', '## Install', '', 'Back to the [overview](/#overview).'),
  );

  it('validates cleanly', () => {
    const report = checkWithoutPageQuality(dir);
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);
    expect([...report.routes.keys()].sort()).toEqual(['/', '/guide']);
  });
});

describe('a file name whose bytes are not UTF-8', () => {
  // Written here rather than committed: git and editors would change the name's bytes.
  const dir = mkdtempSync(join(tmpdir(), 'content-latin1-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'README.md'), '---\ntitle: Home\ndescription: A landing page beside a page named in Latin-1.\n---\n\n## One\n\nText.\n');
  writeFileSync(Buffer.concat([Buffer.from(`${dir}/caf`), Buffer.from([0xe9]), Buffer.from('.md')]), '---\ntitle: Cafe\ndescription: x\n---\n');

  it('is refused by the name rule, named with its bytes escaped as ls does, never as U+FFFD', () => {
    const errors = checkWithoutPageQuality(dir).errors.map((problem) => formatProblem('error', problem));
    expect(errors).toEqual([expect.stringMatching(/^error: content\/caf\\xE9\.md: the file name "caf\\xE9" cannot be part of a route.*\(route-names\)$/)]);
    expect(errors.join('')).not.toContain('\uFFFD');
  });
});
