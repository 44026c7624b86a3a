/**
 * What a page says it was written for (`written_for: Paper 1.19.3, Java 17`): the products a reader
 * may name, each with the releases the docs cover, and how a folder's `README.md` sets it for the
 * pages below it. The libraries' own releases are the ones they publish (lib/libraries/artifacts.ts).
 */
import { posix } from 'node:path';
import { publications } from '../libraries/artifacts';
import { siteConfig } from '../site-config';
import { versionOfId } from '../navigation/versions';
import { sourcePathToId, sourcePathToRoute } from '../navigation/routes';
import { markdownHeader } from './page-markdown';
import type { CheckedPage } from './checked-page';

export const WRITTEN_FOR_FIELD = 'written_for';

const releasesOf = (id: string) => [...new Set(publications.filter((publication) => publication.id === id).flatMap(({ version, olderVersions }) => [version, ...olderVersions]))].sort();

/** Each product a page may be written for, and its releases: the platforms, then the libraries. */
export const writtenForChoices: Readonly<Record<string, readonly string[]>> = {
  Paper: ['1.19.2', '1.19.3'],
  Java: ['17'],
  Kotlin: ['1.7.10', '1.7.20', '1.8.0', '1.8.10'],
  ...Object.fromEntries(siteConfig.libraries.map(({ name, id }) => [name, releasesOf(id)])),
};

/** The products of a `written_for` value, in the writer's order: `Paper 1.19.3, Java 17`. */
export const writtenForItems = (value: string) => value.split(',').map((item) => item.trim());

/**
 * The `README.md` files whose `written_for` a page takes when it sets none, nearest first: its
 * folder's, up to its library's (or its docs version's, `glossa/1.0/README.md`). The landing page's
 * is no library's, so it is never taken.
 */
function foldersAbove(file: string): string[] {
  const library = file.split('/')[0]!;
  const top = (versionOfId(sourcePathToId(file))?.folder ?? library).split('/').length;
  const folders = posix.dirname(file).split('/');
  const readmes: string[] = [];
  for (let depth = folders.length; depth >= top && folders[0] !== '.'; depth--) readmes.push(`${folders.slice(0, depth).join('/')}/README.md`);
  return readmes.filter((readme) => readme !== file);
}

/** What each page was written for, its own value or the nearest folder's: file → value. */
export function writtenForOfPages(ownValues: ReadonlyMap<string, string | undefined>): Map<string, string> {
  const effective = new Map<string, string>();
  for (const file of ownValues.keys()) {
    const value = [file, ...foldersAbove(file)].map((each) => ownValues.get(each)).find((each) => each !== undefined);
    if (value !== undefined) effective.set(file, value);
  }
  return effective;
}

/**
 * The page with what it was written for, its own or its folder's: a field of its document, and a
 * line of its Markdown copy's header. The folder's value is known only once every page is read,
 * after the copy was written, so the header is written again with it.
 */
export function withWrittenFor(page: CheckedPage, value: string | undefined): CheckedPage {
  if (value === undefined) return page;
  const [title, description] = [String(page.fields.title), String(page.fields.description)];
  const route = sourcePathToRoute(page.file);
  const header = markdownHeader(title, description, route);
  if (!page.markdown.startsWith(header)) throw new Error(`${page.file}: its Markdown copy does not start with its title and description`);
  const markdown = markdownHeader(title, description, route, value) + page.markdown.slice(header.length);
  return { ...page, fields: { ...page.fields, [WRITTEN_FOR_FIELD]: value }, markdown };
}
