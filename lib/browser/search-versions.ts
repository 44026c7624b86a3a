/**
 * The docs version in search: which version of a library the reader is on, and the results of a
 * library's other versions put after the rest, so a search from a 1.0 page finds 1.0 first and one
 * from anywhere else finds the version the site is about first.
 */
import { versionOfId } from '../navigation/versions';

export interface LibraryWithVersions {
  title: string;
  href: string;
  /** The published versions, the default first; absent for a library with one. */
  versions?: readonly { id: string; label: string }[];
}

export interface ReadersVersion {
  /** The library's title, as results carry it. */
  library: string;
  id: string;
  label: string;
}

/** The version of a library with several that the page at `pathname` belongs to, or null. */
export function readersVersion(pathname: string, libraries: readonly LibraryWithVersions[]): ReadersVersion | null {
  const version = versionOfId(pathname.replace(/^\/+/, ''));
  const library = version && libraries.find((entry) => entry.href === `/${version.library}`);
  const published = library?.versions?.find((entry) => entry.id === version!.id);
  return library && published ? { library: library.title, ...published } : null;
}

/**
 * The versions whose results go after the rest, per library with several: in the reader's library
 * every version but theirs, in the others every version but the default (the one the site is about).
 */
export function versionsAfterTheRest(reader: ReadersVersion | null, libraries: readonly LibraryWithVersions[]): { library: string; ids: string[] }[] {
  return libraries.flatMap(({ title, versions = [] }) => {
    const first = title === reader?.library ? reader.id : versions[0]?.id;
    const ids = versions.filter((version) => version.id !== first).map((version) => version.id);
    return ids.length === 0 ? [] : [{ library: title, ids }];
  });
}

/** The items, those `goesLast` picks after the others, each group in its order. */
export function theseLast<Item>(items: readonly Item[], goesLast: (item: Item) => boolean): Item[] {
  return [...items.filter((item) => !goesLast(item)), ...items.filter(goesLast)];
}
