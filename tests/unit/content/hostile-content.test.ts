/**
 * The build's content step (the check, then contentlayer2, run as the build runs it) and
 * `contentlayer2 dev` (npm run dev), against files written the way an attacker or a careless
 * writer would: each gets its own error naming the file and line, nothing runs (contentlayer2's
 * gray-matter would run a `---js` block), and no other file gets an error because of them.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentStepFor } from '../helpers/content-step';

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
  'nul-byte.md': page('Nul', 'A NUL\0here.'),
  'latin.md': Buffer.from(page('Café', 'Crème.'), 'latin1'),
  'admin.md': page('Impostor', 'Text.'),
  'fence.md': page('Fence', '```kotlin\nval a = 1\n\n## Usage\n\n```kotlin\nval b = 2\n```'),
};

describe('the content check against hostile files', () => {
  mkdirSync(content);
  for (const [file, source] of Object.entries(files)) writeFileSync(join(content, file), source);
  symlinkSync('/etc/passwd', join(content, 'passwd.md'));
  const step = contentStepFor('hostile-content');
  const result = spawnSync(step.command, step.args, { env: { ...process.env, CONTENT_DIR: content, ...step.env }, encoding: 'utf8', timeout: 120_000 });
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
    ['nul-byte.md:8', 'control-characters'],
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

describe('npm run dev against a hostile file saved while it runs', () => {
  it('checks the saved `---js` page, runs nothing, and never hands it to contentlayer2', { timeout: 120_000 }, async () => {
    const devContent = join(work, 'dev-content');
    mkdirSync(devContent);
    writeFileSync(join(devContent, 'README.md'), page('Home', 'Text.'));
    const step = contentStepFor('hostile-dev');
    const dev = spawn(step.command, ['dev', ...step.args.slice(1)], { env: { ...process.env, CONTENT_DIR: devContent, ...step.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const waiting = new Set<() => void>();
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      for (const look of waiting) look();
    };
    dev.stdout!.on('data', collect);
    dev.stderr!.on('data', collect);
    /** Resolves once the output so far holds `pattern`. */
    const seen = (pattern: RegExp) =>
      new Promise<void>((resolve) => {
        const look = () => pattern.test(output) && (waiting.delete(look), resolve());
        waiting.add(look);
        look();
      });
    try {
      await seen(/Generated 1 document/);
      writeFileSync(join(devContent, 'js.md'), files['js.md']!);
      await seen(/error: content\/js\.md:1.*\(frontmatter-language\)/);
      await seen(/Content check: \d+ docs, 1 error/);
      expect(existsSync(canary)).toBe(false);
      const documents = JSON.parse(readFileSync(join(step.stateDir, '.contentlayer', 'generated', 'Doc', '_index.json'), 'utf8')) as { _id: string }[];
      expect(documents.map((doc) => doc._id)).toEqual(['README.md']);
    } finally {
      dev.kill('SIGKILL');
    }
  });
});
