/**
 * The Pagefind index of the export. Pagefind reads a copy of each page made for search only (the
 * files on disk stay as they are, so readers, screen readers and the page's size see none of it):
 * identifiers' later parts, the words of the page's URL, weights for API and command names, and
 * the library and docs-version filters. Beside the index goes its vocabulary, for correcting typos.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { siteConfig } from '../../site-config';
import { searchOnlyWords, withIdentifierTails } from '../../search/identifier-parts';
import { countWords, vocabularyText, type WordCounts } from '../../search/vocabulary';
import type { ExportPage } from './site-pages';
import { libraryVersions, versionOfId } from '../../navigation/versions';

const { weights } = siteConfig.search;
const PAGES_IN_FLIGHT = 4;

/** Tags, and the text between them; the text of `<style>` is left alone. */
const TAG_OR_TEXT = /(<style\b[\s\S]*?<\/style>|<[^>]*>)/i;

/** Each section (from one heading to the next) gets each identifier's tails once. */
function addIdentifierTails(html: string): string {
  let seen = new Set<string>();
  return html
    .split(TAG_OR_TEXT)
    .map((piece) => {
      if (piece.startsWith('<')) {
        if (/^<h[1-6][\s>]/i.test(piece)) seen = new Set();
        return piece;
      }
      return withIdentifierTails(piece, seen);
    })
    .join('');
}

/** `/glossa/concepts/icu` → `glossa concepts icu`: a mistyped address's words find the page. */
const routeWords = (route: string) => route.split(/[^\p{L}\p{N}]+/u).filter(Boolean).join(' ');

/**
 * The docs version a page is filed under: for a library published in several versions, its own
 * (`2.0`, shown beside the library in results); for every other page the site's one docs version.
 */
function versionFacts(route: string | null, publishedVersionRoutes: ReadonlySet<string>): { filter: string; label: string | null } {
  const version = route === null ? null : versionOfId(route.slice(1));
  const versioned = version !== null && libraryVersions(version.library).some((other) => other.status !== 'default' && publishedVersionRoutes.has(other.routePrefix));
  return versioned ? { filter: version.id, label: version.label } : { filter: siteConfig.docs.version.id, label: null };
}

/** Scripts are no part of what Pagefind indexes; a docs page's inline payload is nearly half its HTML. */
const withoutScripts = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/gi, '');

/** The page's indexed element: from its opening tag to the last `</article>` (the whole page when it has none). */
function indexedRange(html: string): [number, number] {
  const start = html.search(/<article\b[^>]*\bdata-pagefind-body\b/);
  const end = html.lastIndexOf('</article>');
  return start === -1 || end < start ? [0, html.length] : [start, end];
}

/** The text of the copy's indexed element, as the vocabulary counts it (entities are no words). */
function indexedText(copy: string): string {
  const [start, end] = indexedRange(copy);
  return copy
    .slice(start, end)
    .split(TAG_OR_TEXT)
    .filter((piece) => !piece.startsWith('<'))
    .join(' ')
    .replace(/&[#\w]+;/g, ' ');
}

/** The copy of one exported page that Pagefind indexes; `publishedVersionRoutes`: the start pages of the libraries' other versions in the export. */
export function searchableCopy(html: string, route: string | null, publishedVersionRoutes: ReadonlySet<string> = new Set()): string {
  const page = withoutScripts(html);
  const words = route === null ? '' : routeWords(route);
  const version = versionFacts(route, publishedVersionRoutes);
  const versionMeta = version.label === null ? '' : `<span data-pagefind-meta="version:${version.label}"></span>`;
  // Pagefind takes one filter per attribute: the docs version goes on the element of URL words.
  const pageFacts = `<p data-pagefind-weight="${weights.urlWords}" data-pagefind-filter="version:${version.filter}">${searchOnlyWords(words)}</p>${versionMeta}`;
  const [start, end] = indexedRange(page);
  // Only the indexed element's words need their identifiers' tails; the rest passes as it is.
  const body = page.slice(start, end);
  return (
    page.slice(0, start) +
    // Long names carry `<wbr>` break points for narrow screens; to search they are one word.
    addIdentifierTails(body.replace(/<wbr\s*\/?>/gi, ''))
      // A table's first column names the API member, command or key the row is about.
      .replace(/(<tr\b[^>]*>\s*)<td(?=[\s>])/g, `$1<td data-pagefind-weight="${weights.tableKey}"`)
      .replace(/data-pagefind-meta="library:([^"]*)"/, '$& data-pagefind-filter="library:$1"')
      .replace(/<article\b[^>]*\bdata-pagefind-body\b[^>]*>/, (tag) => `${tag}${pageFacts}`) +
    page.slice(end)
  );
}

/**
 * Indexes the pages of the export in `dir` into `dir/pagefind`, through Pagefind's Node API in the
 * build's own process; the pages come as the build read them.
 */
export async function writeSearchIndex(dir: string, pages: readonly ExportPage[]) {
  const { index, errors } = await pagefind.createIndex({});
  try {
    if (!index) throw new Error(errors.join('\n'));
    // mostAdded: the most the search-only copy of one page added to it (the files on disk get none).
    const report = { files: 0, mostAdded: { file: '', bytes: 0 }, words: 0 };
    const counts: WordCounts = new Map();
    const routes = new Set(pages.map((page) => page.route).filter((route) => route !== null));
    // A few pages in flight, so Pagefind indexes one while the next copy is made; its index comes
    // out byte for byte the same as when they are added one by one.
    let next = 0;
    const addPages = async () => {
      while (next < pages.length) {
        const { file, html, route } = pages[next++]!;
        // What the copy adds is measured against the page as Pagefind would read it anyway.
        const page = withoutScripts(html);
        const copy = searchableCopy(page, route, routes);
        const added = await index.addHTMLFile({ sourcePath: file.slice(1), content: copy });
        if (added.errors.length > 0) throw new Error(added.errors.join('\n'));
        countWords(indexedText(copy), counts);
        report.files += 1;
        const bytes = Buffer.byteLength(copy) - Buffer.byteLength(page);
        if (bytes > report.mostAdded.bytes) report.mostAdded = { file, bytes };
      }
    };
    await Promise.all(Array.from({ length: PAGES_IN_FLIGHT }, addPages));
    const written = await index.writeFiles({ outputPath: join(dir, 'pagefind') });
    if (written.errors.length > 0) throw new Error(written.errors.join('\n'));
    await writeFile(join(dir, siteConfig.search.vocabulary), vocabularyText(counts));
    report.words = counts.size;
    return report;
  } finally {
    await pagefind.close();
  }
}
