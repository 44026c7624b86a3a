/**
 * The one module that reads the content layer. Pages and components see only the types
 * below, so the content source could change without touching them.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { idToPath, isIndexFile, routeToSlug, sidebarTreeRoute, sitePath } from '../navigation/routes';
import type { Heading } from '../navigation/toc';
import { categoryTrail, findCategory, flattenSidebar, paginationFor, type SidebarItem } from '../navigation/sidebar';
import { budgetSidebar } from '../navigation/sidebar-budget';
import { type EncodedPageSidebar, encodeSidebarTree } from '../navigation/sidebar-tree-file';
import { buildVersionedSidebars, publishedOtherVersions } from '../navigation/version-sidebars';
import { counterpartId, type DocVersion, libraryVersions, preferredVersionKey, versionOfId, versionTitle } from '../navigation/versions';
import { pageBodyFile, publishedBodiesDir, publishedDocsFile, publishedRoutesFile } from '../pipeline/build-state';
import { siteConfig } from '../site-config';
import type { PublishedRoutes } from './checked-content';
import type { IndexedDoc } from './published-documents';
import { type Redirect, siteRedirects } from './redirects';

export interface DocPage {
  id: string;
  path: string;
  /** The library, or null for the landing page. */
  section: string | null;
  title: string;
  description: string;
  sidebarLabel?: string;
  sidebarPosition?: number;
  isIndex: boolean;
  sourcePath: string;
  /** ISO date of the file's last commit; absent without git history. */
  lastChanged?: string;
  /** What the page was written for (`Paper 1.19.3, Java 17`), its own or its folder's. */
  writtenFor?: string;
}

/** A page's text, read from its own file (getPageBody). */
export interface PageBody {
  html: string;
  headings: Heading[];
  /** The page as clean Markdown for readers, published at `<route>.md`. */
  markdown: string;
}

/** The layer holds the published pages only, one per route, as the content check chose them. */
function toDocPage(doc: IndexedDoc): DocPage {
  return {
    id: doc.id,
    path: doc.path,
    section: doc.section === '' ? null : doc.section,
    title: doc.title,
    description: doc.description,
    sidebarLabel: doc.sidebar_label,
    sidebarPosition: doc.sidebar_position,
    isIndex: isIndexFile(doc._raw.sourceFilePath),
    sourcePath: doc._raw.sourceFilePath,
    lastChanged: doc.last_changed || undefined,
    writtenFor: doc.written_for,
  };
}

/**
 * The documents contentlayer2 generated, read from the index its `onSuccess` writes whole
 * (lib/pipeline/build-state.ts) when first needed, instead of imported (`contentlayer/generated`):
 * imported, Next would compile the whole site's documents into its server bundle, which grows the
 * build's memory with every page. In `npm run dev` the index is read again whenever a save replaces
 * it; a build reads it once. Each page's body is read from its own file when a page needs it.
 */
const docsFile = join(/* turbopackIgnore: true */ process.cwd(), publishedDocsFile);
const bodiesDir = join(/* turbopackIgnore: true */ process.cwd(), publishedBodiesDir);

export function getPageBody(doc: DocPage): PageBody {
  return JSON.parse(readFileSync(pageBodyFile(bodiesDir, doc.sourcePath), 'utf8')) as PageBody;
}
let loaded: { mtimeMs: number; content: ReturnType<typeof deriveContent> } | null = null;

function content() {
  if (loaded && process.env.NODE_ENV === 'production') return loaded.content;
  const { mtimeMs } = statSync(docsFile);
  if (loaded?.mtimeMs !== mtimeMs) {
    loaded = { mtimeMs, content: deriveContent(JSON.parse(readFileSync(docsFile, 'utf8')) as IndexedDoc[]) };
  }
  return loaded.content;
}

/** A sidebar, and the file of its whole tree, named by a hash of its content. */
function withTreeFile(items: SidebarItem[]) {
  const body = JSON.stringify(encodeSidebarTree(items));
  return { items, name: `${createHash('sha256').update(body).digest('hex').slice(0, 12)}.json`, body };
}

function deriveContent(generated: readonly IndexedDoc[]) {
  const docs = generated.map(toDocPage).sort((a, b) => a.path.localeCompare(b.path));
  const { main: sidebar, byVersion } = buildVersionedSidebars(docs, siteConfig.docs.version.mainDoc);
  const docsByPath = new Map(docs.map((doc) => [doc.path, doc]));
  return {
    docs,
    docsByPath,
    redirects: siteRedirects(generated.map((doc) => ({ path: doc.path, title: doc.title, redirectFrom: doc.redirect_from }))),
    sidebar: withTreeFile(sidebar),
    versionSidebars: new Map([...byVersion].map(([folder, items]) => [folder, withTreeFile(items)])),
    publishedVersions: new Set(publishedOtherVersions(docs).map((version) => version.folder)),
  };
}

/** The version of the page at `path` when it is not its library's default one, else null. */
function otherVersionAt(path: string): DocVersion | null {
  const doc = getDocByPath(path);
  const version = doc ? versionOfId(doc.id) : null;
  return version && version.status !== 'default' ? version : null;
}

/** The sidebar the page at `path` shows (its version's own tree; the main one for null), with its tree file. */
function sidebarAt(path: string | null) {
  const version = path === null ? null : otherVersionAt(path);
  return (version && content().versionSidebars.get(version.folder)) ?? content().sidebar;
}

/** Every move of the site (each page's `redirect_from`), for the hosts' redirects. */
export function getRedirects(): Redirect[] {
  return content().redirects;
}

/**
 * Where the whole sidebar of a docs version is: one file every page of that version shares, whose
 * name carries a hash of its content, so it can be cached for good.
 */
const treeFileUrl = (name: string) => sitePath(sidebarTreeRoute(name));

/** Every sidebar tree file: the main one and one per published other version. */
export function getSidebarTreeFiles(): { name: string; body: string }[] {
  return [content().sidebar, ...content().versionSidebars.values()];
}

/** The URLs of every sidebar tree file, which together list every page: one per docs version, however many pages. */
export function getSidebarTreeUrls(): string[] {
  return getSidebarTreeFiles().map(({ name }) => treeFileUrl(name));
}

// Fixture builds of the browser tests set a tiny budget to exercise the shared tree on a small site.
const linkBudget = Number(process.env.SIDEBAR_LINK_BUDGET) || siteConfig.sidebar.linkBudget;

/**
 * The part of the sidebar a page carries in its own HTML (see lib/navigation/sidebar-budget.ts), and the
 * shared file with its whole tree.
 */
export function getPageSidebar(path: string): { items: SidebarItem[]; treeUrl: string } {
  const sidebar = sidebarAt(path);
  return { items: budgetSidebar(sidebar.items, path, linkBudget), treeUrl: treeFileUrl(sidebar.name) };
}

/** The top level of the sidebar, for the not-found page and the navbar's drawer, which every page's payload carries. */
export function getTopLevelSidebar(): EncodedPageSidebar {
  const { items, name } = sidebarAt(null);
  return { tree: encodeSidebarTree(budgetSidebar(items, '', 0)), treeUrl: treeFileUrl(name) };
}

/** The pages listed under a category's own page, or [] for a page that is no category. */
export function getChildPages(path: string): DocPage[] {
  return (findCategory(sidebarAt(path).items, path)?.items ?? []).flatMap((item) => getDocByPath(item.href) ?? []);
}

export function getAllDocs(): readonly DocPage[] {
  return content().docs;
}

export function getDocByPath(path: string): DocPage | undefined {
  return content().docsByPath.get(path);
}

export function getDocBySlug(slug: readonly string[] | undefined): DocPage | undefined {
  return getDocByPath(`/${(slug ?? []).join('/')}`);
}

const routesFile = join(/* turbopackIgnore: true */ process.cwd(), publishedRoutesFile);

/** The slug of every page and, `withMoves`, of every old route a page moved from. */
export function getStaticSlugs({ withMoves }: { withMoves: boolean }): { slug: string[] }[] {
  const { pages, moved } = JSON.parse(readFileSync(routesFile, 'utf8')) as PublishedRoutes;
  return [...pages, ...(withMoves ? moved : [])].map((route) => ({ slug: routeToSlug(route) }));
}

/** The library index pages, in sidebar order. */
export function getLibraries(): DocPage[] {
  return content().sidebar.items.flatMap((item) => {
    const doc = getDocByPath(item.href);
    return doc?.section && doc.id === doc.section ? [doc] : [];
  });
}

/** A library's name as its own page titles it (`glossa` → `Glossa`). */
export function getLibraryTitle(section: string): string {
  return getDocByPath(`/${section}`)?.title ?? section;
}

/** Every page in sidebar order, the landing page first; a library's other versions follow its default one, each in its own sidebar's order. */
export function getDocsInSidebarOrder(): DocPage[] {
  const { sidebar, versionSidebars } = content();
  const inVersion = ({ folder }: DocVersion) => {
    const links = flattenSidebar(versionSidebars.get(folder)?.items ?? []);
    return links.flatMap((link) => getDocByPath(link.href) ?? []).filter((doc) => versionOfId(doc.id)?.folder === folder);
  };
  const docs = flattenSidebar(sidebar.items).flatMap((link) => getDocByPath(link.href) ?? []);
  return docs.flatMap((doc, index) => {
    const endsLibrary = doc.section !== null && docs[index + 1]?.section !== doc.section;
    const others = endsLibrary ? libraryVersions(doc.section!).filter((version) => versionSidebars.has(version.folder)) : [];
    return [doc, ...others.flatMap(inVersion)];
  });
}

export function getBreadcrumbs(path: string) {
  return categoryTrail(sidebarAt(path).items, path).map(({ label, href }) => ({ label, href }));
}

export function getPagination(path: string) {
  return paginationFor(sidebarAt(path).items, path);
}

/** The default version of a library and each other version whose folder has its README.md. */
function publishedVersionsOf(library: string): DocVersion[] {
  const { publishedVersions } = content();
  return libraryVersions(library).filter((version) => version.status === 'default' || publishedVersions.has(version.folder));
}

export interface VersionChoices {
  current: DocVersion;
  /**
   * Every published version of the library, the default first, as the switcher and banner offer
   * it: `href` is the same page in that version when it exists, else the version's start page.
   */
  choices: { version: DocVersion; href: string; samePage: boolean }[];
  /** Where the reader's choice of version for this library is stored. */
  storageKey: string;
}

/** The versions a page of a versioned library can switch between, or null for a library with one published version. */
export function getVersionChoices(path: string): VersionChoices | null {
  const doc = getDocByPath(path);
  const current = doc ? versionOfId(doc.id) : null;
  const storageKey = current && preferredVersionKey(current.library);
  if (!doc || !current || !storageKey) return null;
  const published = publishedVersionsOf(current.library);
  if (published.length < 2) return null;
  const choices = published.map((version) => {
    const same = getDocByPath(idToPath(counterpartId(doc.id, version)));
    return { version, href: same?.path ?? version.routePrefix, samePage: same !== undefined };
  });
  return { current, choices, storageKey };
}

/** The libraries the search dialog filters by, each with its published versions (default first) when it has more than one. */
export function getSearchLibraries(): { title: string; href: string; versions?: { id: string; label: string }[] }[] {
  return getLibraries().map(({ title, path, section }) => {
    const published = publishedVersionsOf(section!);
    return published.length < 2 ? { title, href: path } : { title, href: path, versions: published.map(({ id, label }) => ({ id, label })) };
  });
}

/** The library of a page as a reader names it, with the version when the library has several published (`Glossa 1.0`); null for the landing page. */
export function getLibraryLabel(doc: DocPage): string | null {
  if (doc.section === null) return null;
  const versions = getVersionChoices(doc.path);
  return versions ? versionTitle(getLibraryTitle(doc.section), versions.current) : getLibraryTitle(doc.section);
}
