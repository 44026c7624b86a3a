import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import { checkContent, type ContentReport } from '@/lib/content/check';
import { isIndexFile, sourcePathToId, sourcePathToRoute } from '@/lib/navigation/routes';
import { descriptionLength } from '@/lib/content/rules/description-length';
import { noPlaceholders } from '@/lib/content/rules/no-placeholders';
import { proseLength } from '@/lib/content/rules/prose-length';
import { twoSections } from '@/lib/content/rules/two-sections';
import type { SidebarDoc } from '@/lib/navigation/sidebar';

/** The real content folder, wherever the tests are started from. */
export const contentDir = fileURLToPath(new URL('../../../content', import.meta.url));

/** A fixture folder under tests/fixtures, e.g. `fixtureDir('missing-title')` → tests/fixtures/content-missing-title. */
export function fixtureDir(name: string): string {
  return fileURLToPath(new URL(`../../fixtures/content-${name}`, import.meta.url));
}

/** A writer rule's fixture content, e.g. `ruleFixtureDir('markdown-only')` → tests/fixtures/rules/markdown-only/content. */
export function ruleFixtureDir(id: string): string {
  return fileURLToPath(new URL(`../../fixtures/rules/${id}/content`, import.meta.url));
}

/** Every markdown file under content/, relative to it, with forward slashes. */
export function contentMarkdownFiles(): string[] {
  return readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split('\\').join('/'))
    .filter((file) => file.endsWith('.md'))
    .sort();
}

interface ContentFile {
  file: string;
  source: string;
  data: Record<string, unknown>;
  body: string;
}

export function readContentFile(file: string): ContentFile {
  const source = readFileSync(`${contentDir}/${file}`, 'utf8');
  const { data, content } = matter(source, {});
  return { file, source, data, body: content };
}

/**
 * The sidebar's input built straight from the files, independently of the content check and of
 * contentlayer, so a file the other layers drop still shows up here.
 */
export function sidebarDocsFromContent(): SidebarDoc[] {
  return contentMarkdownFiles().map((file) => {
    const { data } = readContentFile(file);
    return {
      id: sourcePathToId(file),
      path: sourcePathToRoute(file),
      title: String(data.title),
      sidebarLabel: typeof data.sidebar_label === 'string' ? data.sidebar_label : undefined,
      sidebarPosition: typeof data.sidebar_position === 'number' ? data.sidebar_position : undefined,
      isIndex: isIndexFile(file),
    };
  });
}

/** The warnings that hold a page to the site's standard rather than keep it publishable. */
const pageQualityIds = new Set([descriptionLength, proseLength, twoSections, noPlaceholders].map((rule) => rule.id));

/**
 * The content check without the page-quality warnings (short pages, short descriptions), which
 * every tiny fixture page raises: tests of the other rules look at the rest.
 */
export function checkWithoutPageQuality(dir: string): ContentReport {
  const report = checkContent(dir);
  return { ...report, warnings: report.warnings.filter((warning) => !pageQualityIds.has(warning.rule ?? '')) };
}
