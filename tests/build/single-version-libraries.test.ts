import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markdownRoute, pageContentRoute, socialCardRoute, sourcePathToRoute } from '@/lib/navigation/routes';
import { isOtherVersionId, libraryVersions } from '@/lib/navigation/versions';
import { siteConfig } from '@/lib/site-config';
import { segmentPayloadFile } from '../../lib/next-internals';

// The built out/ of the real content: a library whose other versions are not published looks as it
// did before docs versions existed, file for file.
const out = 'out';
const content = 'content';
const published = (library: string) => libraryVersions(library).filter((version) => version.status !== 'default' && existsSync(join(content, version.folder, 'README.md')));
const singleVersion = siteConfig.libraries.map((library) => library.id).filter((library) => published(library).length === 0);
const markdownFiles = readdirSync(content, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.md'));

describe.each(singleVersion)('the single-version library %s in the export', (library) => {
  const files = markdownFiles.filter((file) => file.startsWith(`${library}/`));

  it('has each page at its route, as HTML, payload segments, content file, Markdown copy and social card, and nothing under a version folder', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const route = sourcePathToRoute(file);
      const segments = [segmentPayloadFile(route, 'tree'), segmentPayloadFile(route, 'page')];
      for (const path of [`${route}.html`, ...segments, pageContentRoute(route), markdownRoute(route), socialCardRoute(route)]) expect(existsSync(join(out, path)), path).toBe(true);
      expect(isOtherVersionId(route.slice(1)), route).toBe(false);
    }
    for (const version of libraryVersions(library).slice(1)) expect(existsSync(join(out, `${version.routePrefix}.html`))).toBe(false);
  });

  it('shows no version switcher, banner or offer on its pages, and files them under the site’s one docs version', () => {
    for (const file of files) {
      const html = readFileSync(join(out, `${sourcePathToRoute(file)}.html`), 'utf8');
      expect(html, file).not.toMatch(/aria-label="[^"]* versions"|aria-label="Docs version"/);
      expect(html, file).toContain(`<meta name="docs-version" content="${siteConfig.docs.version.id}"/>`);
    }
  });
});

describe('the shared sidebar tree files', () => {
  it('are one for the main sidebar and one per published other version', () => {
    const versions = siteConfig.libraries.flatMap((library) => published(library.id));
    expect(readdirSync(join(out, 'sidebar-tree')).filter((file) => file.endsWith('.json'))).toHaveLength(1 + versions.length);
  });
});
