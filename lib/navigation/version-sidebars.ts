/**
 * One sidebar per docs version. The main sidebar holds every library's default version; a page of
 * another version (`/glossa/1.0/...`) gets the same sidebar with its library's category made of that
 * version's pages instead, in the same place. So each version has its own tree, and breadcrumbs and
 * previous/next, which follow the sidebar, never lead from one version of a library into another.
 */
import { buildSidebar, type SidebarDoc, type SidebarItem } from './sidebar';
import { counterpartId, type DocVersion, isOtherVersionId, libraryVersions, versionOfId } from './versions';

interface VersionedSidebars {
  /** The landing page, every library with one version and every library's default version. */
  main: SidebarItem[];
  /** Each published other version's sidebar, by the version's folder (`glossa/1.0`). */
  byVersion: Map<string, SidebarItem[]>;
}

/** The other versions whose start page (the folder's README.md) exists: declaring a version publishes nothing by itself. */
export function publishedOtherVersions(docs: readonly Pick<SidebarDoc, 'id'>[]): DocVersion[] {
  return docs.flatMap((doc) => {
    const version = versionOfId(doc.id);
    return version && version.status !== 'default' && version.folder === doc.id ? [version] : [];
  });
}

function versionSidebar(docs: readonly SidebarDoc[], version: DocVersion, mainDocId: string): SidebarItem[] {
  const defaultVersion = libraryVersions(version.library)[0]!;
  const defaultStart = docs.find((doc) => doc.id === defaultVersion.folder);
  // The version's pages take the places of the default's: its tree is built as if it were the library's folder.
  const inPlace = docs
    .filter((doc) => versionOfId(doc.id)?.folder === version.folder)
    .map((doc) => ({
      ...doc,
      id: counterpartId(doc.id, defaultVersion),
      // The start page takes the default's place among the libraries, whatever position its own file names.
      ...(doc.id === version.folder && defaultStart ? { sidebarPosition: defaultStart.sidebarPosition } : {}),
    }));
  const others = docs.filter((doc) => doc.id.split('/')[0] !== version.library && !isOtherVersionId(doc.id));
  return buildSidebar([...others, ...inPlace], mainDocId);
}

export function buildVersionedSidebars(docs: readonly SidebarDoc[], mainDocId: string): VersionedSidebars {
  const main = buildSidebar(
    docs.filter((doc) => !isOtherVersionId(doc.id)),
    mainDocId,
  );
  const byVersion = new Map(publishedOtherVersions(docs).map((version) => [version.folder, versionSidebar(docs, version, mainDocId)]));
  return { main, byVersion };
}
