import { siteConfig } from '../site-config';

const MAIN_DOC_ID = siteConfig.docs.version.mainDoc;
const INDEX_FILE = 'README.md';

/** Relative source path (`glossa/concepts/icu.md`) → doc id (`glossa/concepts/icu`). */
export function sourcePathToId(sourceFilePath: string): string {
  const withoutExtension = sourceFilePath.replace(/\.md$/, '');
  if (withoutExtension === 'README') return MAIN_DOC_ID;
  return withoutExtension.replace(/\/README$/, '');
}

/** Doc id → route. The main doc lives at the docs base path. */
export function idToPath(id: string): string {
  const base = siteConfig.docs.version.basePath;
  return id === MAIN_DOC_ID ? base : `${base}${id}`;
}

export function sourcePathToRoute(sourceFilePath: string): string {
  return idToPath(sourcePathToId(sourceFilePath));
}

/** The library a doc belongs to: its first path segment, or null for the main doc. */
export function sectionOf(id: string): string | null {
  if (id === MAIN_DOC_ID) return null;
  return id.split('/')[0] ?? null;
}

export function isIndexFile(sourceFilePath: string): boolean {
  return sourceFilePath === INDEX_FILE || sourceFilePath.endsWith(`/${INDEX_FILE}`);
}

/**
 * When two files map to one route (`foo.md` and `foo/README.md`), the folder's README.md keeps it:
 * its pages hang under it in the sidebar. True when `file` wins over `other`.
 */
export function keepsRoute(file: string, other: string): boolean {
  return isIndexFile(file) && !isIndexFile(other);
}

/** Route → the path segments Next's catch-all route receives. */
export function routeToSlug(route: string): string[] {
  return route.split('/').filter(Boolean);
}
