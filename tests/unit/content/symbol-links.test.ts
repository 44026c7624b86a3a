import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContentReport, checkFile, checkSite, listContentFiles } from '@/lib/content/check';
import { describeSymbolLinks } from '@/lib/content/report-check';
import { siteConfig } from '@/lib/site-config';

const SITE = siteConfig.url;

const page = (title: string, body: string) => `---\ntitle: ${title}\ndescription: A page for the symbol links test, long enough to pass.\n---\n\n${body}\n`;
const table = (...names: string[]) => `| Function | Purpose |\n| --- | --- |\n${names.map((name) => `| \`${name}\` | what it does |`).join('\n')}`;

let dir = '';
let report: ContentReport;
const pageAt = (path: string) => report.pages.find((each) => each.path === path)!;
/** Each mention's words and where it links, in page order; null for one left plain. */
const mentionsIn = (html: string) =>
  [...html.matchAll(/(<a href="([^"]*)" class="symbol-link">)?<code[^>]*>(.*?)<\/code>/g)].map(([, , href, code]) => [code!.replaceAll('<wbr>', ''), href ?? null]);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'symbol-links-'));
  const write = (file: string, body: string) => {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), page(file, body));
  };
  write('README.md', '## Start\n\nThe landing page mentions `make`.');
  write('glossa/README.md', `## Functions\n\n${table('make', 'safe')}\n\n## Use\n\nCall \`make(key)\`, or \`Loader\`, not <!-- no-link -->\`safe\`.`);
  write('glossa/api.md', '## Loading\n\n### `Loader`\n\nA `Loader` builds on `make`, and `withLocale` is only in 1.0.\n\n### `Loader.fromFiles`\n\nReads a folder.');
  write('glossa/1.0/README.md', `## Functions\n\n${table('withLocale')}\n\n## Use\n\nCall \`withLocale\`; \`make\` is gone.`);
  write('sokol/README.md', `## Keys\n\n${table('make')}\n\n## Use\n\n\`make\` here is Sokol's, and \`Loader\` is Glossa's.`);
  write('kt-runtime/README.md', '## Use\n\n`make` is defined by two other libraries, `Loader` by one it does not build on, `Loader.fromFiles` too.');
  write('calibre/README.md', '## Use\n\n`make` is defined by two libraries Calibre builds on.');
  write('kt-runtime/plain.md', '## Use\n\n`nothingDefinesThis` and `norThis` link nowhere.');
  report = checkSite(listContentFiles(dir).map((file) => checkFile(dir, file, { keepPage: true })));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('API names that link themselves', () => {
  it('links a mention to its definition in the page\'s own docs version, a definition to nothing', () => {
    expect(mentionsIn(pageAt('/glossa').html)).toEqual([
      ['make', null],
      ['safe', null],
      ['make(key)', '#make'],
      ['Loader', '/glossa/api#loader'],
      ['safe', null],
    ]);
    expect(mentionsIn(pageAt('/glossa/api').html)).toEqual([
      ['Loader', null],
      ['Loader', '#loader'],
      ['make', '/glossa#make'],
      ['withLocale', null],
      ['Loader.fromFiles', null],
    ]);
    expect(mentionsIn(pageAt('/glossa/1.0').html)).toEqual([
      ['withLocale', null],
      ['withLocale', '#withlocale'],
      ['make', null],
    ]);
  });

  it('leaves no mark of the renderer in a page none of whose mentions links', () => {
    const { html } = pageAt('/kt-runtime/plain');
    expect(mentionsIn(html)).toEqual([
      ['nothingDefinesThis', null],
      ['norThis', null],
    ]);
    expect(html).not.toContain('data-symbol');
  });

  it("links a name another library defines only when exactly one does, and never from another version's pages", () => {
    // Sokol builds on Alexandria, which builds on Glossa.
    expect(mentionsIn(pageAt('/sokol').html)).toEqual([
      ['make', null],
      ['make', '#make'],
      ['Loader', '/glossa/api#loader'],
    ]);
    expect(mentionsIn(pageAt('/calibre').html)).toEqual([['make', null]]);
    expect(mentionsIn(pageAt('/').html)).toEqual([['make', null]]);
  });

  it('links a plain name only into the libraries the page\'s library builds on, a qualified name into any', () => {
    expect(mentionsIn(pageAt('/kt-runtime').html)).toEqual([
      ['make', null],
      ['Loader', null],
      ['Loader.fromFiles', '/glossa/api#loaderfromfiles'],
    ]);
  });

  it('gives the Markdown copy inline links, its sentences otherwise as written', () => {
    expect(pageAt('/glossa').markdown).toContain(`Call [\`make(key)\`](${SITE}/glossa#make), or [\`Loader\`](${SITE}/glossa/api#loader), not \`safe\`.\n`);
  });

  it('counts the mentions of defined names and how many are linked', () => {
    // `withLocale` on /glossa/api and `make` on /glossa/1.0, /kt-runtime and / name nothing their page may link to: no mentions of defined names.
    expect(report.symbolLinks).toEqual({ mentions: 9, linked: 8, ambiguous: 1, optedOut: 1 });
    expect(describeSymbolLinks(report.symbolLinks)).toBe('API names: 8 of 9 mentions linked (88.9 %); 1 left plain as their name has more than one definition in reach, 1 kept plain by writers.');
  });
});
