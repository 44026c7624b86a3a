/**
 * The docs version in search: which version of a library the reader is on, and results of that
 * library's other versions put after the rest, so a search from a 1.0 page finds 1.0 first.
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
  /** The ids of the library's other versions, as the search filter holds them. */
  otherIds: readonly string[];
}

/** The version of a library with several that the page at `pathname` belongs to, or null. */
export function readersVersion(pathname: string, libraries: readonly LibraryWithVersions[]): ReadersVersion | null {
  const version = versionOfId(pathname.replace(/^\/+/, ''));
  const library = version && libraries.find((entry) => entry.href === `/${version.library}`);
  const published = library?.versions?.find((entry) => entry.id === version!.id);
  if (!library?.versions || !published) return null;
  return { library: library.title, ...published, otherIds: library.versions.filter((entry) => entry !== published).map((entry) => entry.id) };
}

/** Hits of the reader's library in another version than theirs go after the others, each group in its order. */
export function readersVersionFirst<Hit extends { library: string | null; version: string | null }>(hits: readonly Hit[], reader: ReadersVersion | null): Hit[] {
  if (!reader) return [...hits];
  return lastWhere(hits, (hit) => hit.library === reader.library && hit.version !== null && hit.version !== reader.label);
}

/** Every result, those in `ofOtherVersions` (ids) after the rest, so each batch loads the reader's version first. */
export function resultsOfOtherVersionsLast<Result extends { id: string }>(results: readonly Result[], ofOtherVersions: ReadonlySet<string>): Result[] {
  return lastWhere(results, (result) => ofOtherVersions.has(result.id));
}

function lastWhere<Item>(items: readonly Item[], goesLast: (item: Item) => boolean): Item[] {
  return [...items.filter((item) => !goesLast(item)), ...items.filter(goesLast)];
}
