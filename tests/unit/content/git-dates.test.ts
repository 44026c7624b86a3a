import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lastChangedInGit } from '@/lib/content/git-dates';

function commitAt(repo: string, date: string, files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(repo, file, '..'), { recursive: true });
    writeFileSync(join(repo, file), text);
  }
  const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date, GIT_AUTHOR_NAME: 'W', GIT_AUTHOR_EMAIL: 'w@example.org', GIT_COMMITTER_NAME: 'W', GIT_COMMITTER_EMAIL: 'w@example.org' };
  execFileSync('git', ['add', '-A'], { cwd: repo, env });
  execFileSync('git', ['commit', '-q', '-m', date], { cwd: repo, env });
}

describe('last change of each page in git', () => {
  it('gives each file under the content folder the date of its newest commit, in one pass', () => {
    const repo = mkdtempSync(join(tmpdir(), 'git-dates-'));
    execFileSync('git', ['init', '-q'], { cwd: repo });
    commitAt(repo, '2023-01-10T12:00:00Z', { 'content/glossa/README.md': 'a', 'content/glossa/api.md': 'a', 'README.md': 'x' });
    commitAt(repo, '2023-03-14T09:30:00Z', { 'content/glossa/api.md': 'b' });
    commitAt(repo, '2023-04-01T00:00:00Z', { 'README.md': 'y' });
    writeFileSync(join(repo, 'content/glossa/new.md'), 'not committed');
    const dates = lastChangedInGit(join(repo, 'content'));
    expect(Object.fromEntries([...dates].map(([file, date]) => [file, new Date(date).toISOString()]))).toEqual({
      'glossa/README.md': '2023-01-10T12:00:00.000Z',
      'glossa/api.md': '2023-03-14T09:30:00.000Z',
    });
  });

  it('gives no dates outside a git repository, without failing', () => {
    const folder = mkdtempSync(join(tmpdir(), 'no-git-'));
    writeFileSync(join(folder, 'page.md'), 'x');
    expect(lastChangedInGit(folder).size).toBe(0);
  });
});
