/**
 * The docs versions of each library, read from `siteConfig.docVersions`: which version a page
 * belongs to, where each version's pages live, and a page's counterpart in another version. A
 * version other than the default lives in a folder named after it inside the library's folder
 * (`content/glossa/1.0/`), so its routes mirror the default ones under that prefix (`/glossa/1.0/...`).
 * Shared by the build and the browser.
 */
import { type DocVersionStatus, type LibraryVersions, siteConfig } from '../site-config';

export interface DocVersion {
  library: string;
  id: string;
  label: string;
  status: DocVersionStatus;
  /** The doc id of the version's start page, and the prefix of every other doc id in it (`glossa/1.0`). */
  folder: string;
  /** The route of the version's start page, and the prefix of every other route in it (`/glossa/1.0`). */
  routePrefix: string;
}

const declared: Readonly<Record<string, LibraryVersions>> = siteConfig.docVersions;

function versionsOf(library: string, config: LibraryVersions): DocVersion[] {
  const defaultVersion = { library, ...config.default, status: 'default' as const, folder: library, routePrefix: `/${library}` };
  const others = config.others.map((other) => ({ library, ...other, folder: `${library}/${other.id}`, routePrefix: `/${library}/${other.id}` }));
  return [defaultVersion, ...others];
}

// Worked out once: the content check asks for a page's version at every API name it links.
const versionsByLibrary = new Map(Object.entries(declared).map(([library, config]) => [library, versionsOf(library, config)]));

/** Every declared version of a library, the default first; [] for a library with one version. */
export function libraryVersions(library: string): readonly DocVersion[] {
  return versionsByLibrary.get(library) ?? [];
}

/** The storage key of the reader's chosen version of a library, or null for a library with one version. */
export function preferredVersionKey(library: string): string | null {
  return Object.hasOwn(declared, library) ? declared[library]!.storageKey : null;
}

/** The version a doc id belongs to; null for the landing page and for the pages of a library with one version. */
export function versionOfId(id: string): DocVersion | null {
  const [library, second] = id.split('/');
  const versions = libraryVersions(library!);
  return versions.find((version) => version.status !== 'default' && version.id === second) ?? versions[0] ?? null;
}

/** The version the page at `route` belongs to (versionOfId). */
export const versionOfRoute = (route: string) => versionOfId(route.slice(1));

/** Whether `from` and `to` are two docs versions of one library: a link between them crosses over. */
export const crossesVersions = (from: DocVersion | null, to: DocVersion | null): boolean =>
  from !== null && to !== null && from.library === to.library && from.folder !== to.folder;

/** True when `id` is a page of a version other than its library's default. */
export const isOtherVersionId = (id: string) => (versionOfId(id)?.status ?? 'default') !== 'default';

/** The folder name a version of `library` takes as a route segment, though it breaks the plain route-name rule (`1.0`). */
export const isVersionFolder = (library: string, segment: string) => isOtherVersionId(`${library}/${segment}`);

/** The id the same page has in version `to` (`glossa/1.0/concepts/icu` → `glossa/concepts/icu`), existing or not. */
export function counterpartId(id: string, to: DocVersion): string {
  const from = versionOfId(id);
  if (!from) return id;
  const inside = id === from.folder ? '' : id.slice(from.folder.length + 1);
  return inside === '' ? to.folder : `${to.folder}/${inside}`;
}

/** How the banner, and the Markdown copies, say where a version stands. */
export const VERSION_STATUS_WORDS = { default: 'the release this site is about', newer: 'a newer version', older: 'an older version' } as const;

/** What the reader sees for a version: the library's name and the label (`Glossa 1.0`). */
export const versionTitle = (libraryTitle: string, version: DocVersion) => `${libraryTitle} ${version.label}`;
