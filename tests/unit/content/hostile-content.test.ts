/**
 * The build's first step, the content check (scripts/check-content.ts, run as the build runs it),
 * against files written the way an attacker or a careless writer would: each gets its own error
 * naming the file and line, nothing runs, and no other file gets an error because of them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTENT_CHECK_PROCESS } from '../helpers/content-check-process';

const work = mkdtempSync(join(tmpdir(), 'hostile-content-'));
const content = join(work, 'content');
const canary = join(work, 'PWNED');
afterAll(() => rmSync(work, { recursive: true, force: true }));

const frontmatter = (title: string) => `---\ntitle: ${title}\ndescription: A page written to attack or break the content check of the site.\n---\n\n`;
const page = (title: string, body: string) => `${frontmatter(title)}## A\n\n${body}\n\n## B\n\nText.\n`;
const files: Record<string, string | Buffer> = {
  'README.md': page('Home', 'Links to [the Latin-1 page](/latin).'),
  'js.md': `---js\n{ title: (require("fs").writeFileSync(${JSON.stringify(canary)}, "x"), "Pwned"), description: "x" }\n---\n\n## A\n\nText.\n`,
  'bomb.md': `---\ntitle: Bomb\ndescription: An alias bomb.\na0: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n${Array.from({ length: 9 }, (_, index) => `a${index + 1}: &a${index + 1} [${Array(9).fill(`*a${index}`).join(',')}]`).join('\n')}\n---\n\n## A\n\nText.\n`,
  'list.md': page('List', `${'- '.repeat(2_400)}item`),
  'nul.md': page('Nul', 'A NUL\0here.'),
  'latin.md': Buffer.from(page('Café', 'Crème.'), 'latin1'),
  'admin.md': page('Impostor', 'Text.'),
  'fence.md': page('Fence', '```kotlin\nval a = 1\n\n## Usage\n\n```kotlin\nval b = 2\n```'),
};

describe('the content check against hostile files', () => {
  mkdirSync(content);
  for (const [file, source] of Object.entries(files)) writeFileSync(join(content, file), source);
  symlinkSync('/etc/passwd', join(content, 'passwd.md'));
  // Run as the build runs it, in a folder of its own, since it writes .cache/ where it runs.
  const result = spawnSync(CONTENT_CHECK_PROCESS.command, CONTENT_CHECK_PROCESS.args, { cwd: work, env: { ...process.env, CONTENT_DIR: content }, encoding: 'utf8', timeout: 60_000 });
  const errors = result.stderr.split('\n').filter((line) => line.startsWith('error: '));

  it('fails, runs nothing and reads nothing outside content/', () => {
    expect(result.status).toBe(1);
    expect(existsSync(canary)).toBe(false);
    expect(result.stdout + result.stderr).not.toContain('root:');
  });

  it.each([
    ['js.md:1', 'frontmatter-language'],
    ['bomb.md:4', 'frontmatter-yaml'],
    ['list.md:8', 'line-nesting'],
    ['nul.md:8', 'control-characters'],
    ['latin.md:2', 'utf-8'],
    ['admin.md', 'reserved-routes'],
    ['fence.md:8', 'closed-fences'],
    ['passwd.md', 'regular-files'],
  ])('reports content/%s with one error of its own (%s)', (where, rule) => {
    const file = where.split(':')[0]!;
    const own = errors.filter((line) => line.startsWith(`error: content/${file}`));
    expect(own).toHaveLength(1);
    expect(own[0]).toMatch(new RegExp(`^error: content/${where.replace('.', '\\.')}[:\\s].*\\(${rule}\\)$`));
  });

  it('reports nothing in the pages that link to them', () => {
    expect(errors.filter((line) => line.startsWith('error: content/README.md'))).toEqual([]);
    expect(errors).toHaveLength(8);
  });
});
