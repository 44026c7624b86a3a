import { expect, test } from '@playwright/test';
import { siteConfig } from '../../lib/site-config';

// [URL, content type, what the body starts with]
const RESPONSES: [string, RegExp, string][] = [
  ['/glossa/concepts/icu.md', /^text\/markdown; charset=utf-8$/i, '# ICU MessageFormat\n\n'],
  ['/index.md', /^text\/markdown; charset=utf-8$/i, '# Welcome to Phosphorous\n\n'],
  ['/llms.txt', /^text\/plain; charset=utf-8$/i, '# Phosphorous\n\n> '],
  ['/llms-full.txt', /^text\/plain; charset=utf-8$/i, '# Welcome to Phosphorous\n\n'],
];

test.describe('the site for AI assistants and other tools', () => {
  for (const [path, contentType, start] of RESPONSES) {
    test(`${path} is served as ${contentType.source.slice(1, -1).split(';')[0]!.replace('\\', '')}`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(contentType);
      expect((await response.text()).startsWith(start)).toBe(true);
    });
  }

  test('a page’s Markdown links the site by full URLs, inline, and has no frontmatter', async ({ request }) => {
    const markdown = await (await request.get('/glossa/concepts/icu.md')).text();
    expect(markdown).not.toMatch(/^---/m);
    expect(markdown).toContain(`](${siteConfig.url}/glossa/api/intro#arguments)`);
    expect(markdown).not.toMatch(/\]\((?!https?:|mailto:)[^)]*\)/);
  });

  test('llms-full.txt has no reference definitions, so no page’s label can send another page’s link elsewhere', async ({ request }) => {
    const full = await (await request.get('/llms-full.txt')).text();
    expect(full).not.toMatch(/^ {0,3}\[[^\]]+\]:/m);
    // Glossa 1.0's migration guide links Glossa 1.0's settings, not 0.6's.
    const migrating = full.slice(full.indexOf('# Migrating from Glossa 0.6 to 1.0'));
    expect(migrating).toContain(`(${siteConfig.url}/glossa/1.0/api/configurate#styles)`);
  });

  test('a dependency block reaches the Markdown copy and llms-full.txt as one titled fence per build tool', async ({ request }) => {
    const openings = ['```kotlin tab="Gradle (Kotlin)" title="build.gradle.kts"', '```groovy tab="Gradle (Groovy)" title="build.gradle"', '```xml tab="Maven" title="pom.xml"', '```toml tab="Version catalog" title="gradle/libs.versions.toml"'];
    for (const path of ['/glossa/api/intro.md', '/llms-full.txt']) {
      const markdown = await (await request.get(path)).text();
      expect(markdown).not.toContain('```dependency');
      for (const opening of openings) expect(markdown).toContain(opening);
      expect(markdown).toContain('        <artifactId>adventure-text-minimessage</artifactId>');
    }
  });

  test('llms.txt lists every library and links each page’s Markdown', async ({ request }) => {
    const llms = await (await request.get('/llms.txt')).text();
    // A library with two docs versions has a section for each, named by the version.
    for (const library of ['Alexandria', 'Calibre', 'CraftBullet', 'Glossa 0.6.0', 'Glossa 1.0', 'KtRuntime', 'Sokol']) expect(llms).toContain(`\n## ${library}\n`);
    expect(llms).toMatch(/\n- \[ICU MessageFormat\]\(https:\/\/\S+\/glossa\/concepts\/icu\.md\): \S/);
    expect(llms).toMatch(/\n## Glossa 1\.0\n[^#]*\(https:\/\/\S+\/glossa\/1\.0\/concepts\/icu\.md\)/);
  });

  test('a page’s address answers with its Markdown only a client that prefers it to HTML', async ({ request }) => {
    const typeFor = async (accept: string) => (await request.get('/glossa/concepts/icu', { headers: { Accept: accept } })).headers()['content-type'];
    expect(await typeFor('text/markdown, text/html;q=0.9')).toMatch(/^text\/markdown/);
    expect(await typeFor('text/markdown;q=0, text/html')).toMatch(/^text\/html/);
    expect(await typeFor('text/html, text/markdown;q=0.1')).toMatch(/^text\/html/);
    // The site's own pages have no Markdown copy: they answer their HTML.
    const designTokens = await request.get('/design-tokens', { headers: { Accept: 'text/markdown' } });
    expect([designTokens.status(), designTokens.headers()['content-type']]).toEqual([200, expect.stringMatching(/^text\/html/)]);
  });

  test('llms-full.txt names each page’s address under its title, so each version’s page can be told apart', async ({ request }) => {
    const full = await (await request.get('/llms-full.txt')).text();
    expect(full).toMatch(/\n# ICU MessageFormat\n\nSource: https:\/\/\S+\/glossa\/concepts\/icu\n/);
    expect(full).toMatch(/\n# ICU MessageFormat\n\nSource: https:\/\/\S+\/glossa\/1\.0\/concepts\/icu\n/);
  });

  test('a Markdown copy of a page that does not exist is a 404', async ({ request }) => {
    expect((await request.get('/glossa/no-such-page.md')).status()).toBe(404);
  });
});
