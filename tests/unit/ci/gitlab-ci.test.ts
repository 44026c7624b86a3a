import { readFileSync } from 'node:fs';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';

// gray-matter (already a dependency) parses YAML front matter with js-yaml: no extra package.
const pipeline = matter(`---\n${readFileSync('.gitlab-ci.yml', 'utf8')}\n---\n`).data as Record<string, Record<string, unknown>>;

describe('.gitlab-ci.yml', () => {
  const pages = pipeline.pages!;

  it('has a pages job that publishes public/ and nothing else', () => {
    expect(pages).toBeDefined();
    expect((pages.artifacts as { paths: string[] }).paths).toEqual(['public']);
  });

  it('clones the whole history, which "Last updated" reads', () => {
    expect((pipeline.variables as Record<string, unknown>).GIT_DEPTH).toBe(0);
  });

  it('publishes from the main branch only', () => {
    const rules = pages.rules as { if?: string }[];
    expect(rules.map((rule) => rule.if)).toContainEqual(expect.stringMatching(/\$CI_COMMIT_BRANCH\s*==\s*["']main["']/));
    expect(rules.every((rule) => !rule.if || /main/.test(rule.if))).toBe(true);
  });

  it('runs on a Node 20 Debian image and builds the Pages copy after the tests', () => {
    const image = String(pages.image ?? pipeline.default?.image ?? '');
    expect(image).toMatch(/^node:20[.\d]*-(bookworm|bullseye|trixie)(-slim)?$/);
    const script = (pages.script as string[]).join('\n');
    expect(script).toMatch(/(npm test|\.ci\/run)[\s\S]*npm run build:pages[\s\S]*mv out-pages public/);
  });

  it('runs the tests on every branch and merge request, not only main', () => {
    const test = pipeline.test!;
    expect(test).toBeDefined();
    expect((test.script as string[]).join('\n')).toMatch(/npm test|\.ci\/run/);
    expect(JSON.stringify(test.rules ?? [])).not.toMatch(/== ["']main["']/);
  });
});
