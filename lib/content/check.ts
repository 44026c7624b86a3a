/**
 * The content check: every file through the loader (its own rules), then the site-wide rules over
 * all of them. Every problem is collected, so a writer sees all of them at once.
 */
import { readdirSync } from 'node:fs';
import { type ContentRead, recordingReads } from './content-entry';
import { type ContentProblem, fileInContent } from './frontmatter';
import { formatOfName } from './image-file';
import type { CheckedPage } from './checked-page';
import { type LoadOptions, loadFile } from './load';
import { sourcePathToRoute } from '../navigation/routes';
import { imageRules, siteRules } from './rules';
import { restoreSharedPrototypes } from './shared-prototypes';
import { atLink, type CheckedDoc, firstImageReferences, indexSite } from './site-index';
import { WRITTEN_FOR_FIELD, withWrittenFor, writtenForOfPages } from './written-for';
import { countSymbolLinks, linkSymbols, type SymbolLinkCount } from './symbol-links';

export interface ContentReport {
  errors: ContentProblem[];
  warnings: ContentProblem[];
  /** Route → source file, for every doc that will be published. */
  routes: Map<string, string>;
  /** The pages kept (`keepPage`) that are published: one per route, the one `routes` names, their API names linked. */
  pages: CheckedPage[];
  symbolLinks: SymbolLinkCount;
}

/** One file's own problems, and the doc the site-wide rules take in unless the file was skipped (plain data: it crosses threads). */
export interface CheckedFile {
  errors: ContentProblem[];
  warnings: ContentProblem[];
  doc: CheckedDoc | null;
  page: CheckedPage | null;
  /** The file's path under content/ when it is an image beside the pages, which pages may show. */
  image: string | null;
  /** Every look the check took at the content folder (the file, the images it shows); null when the check did not finish. */
  reads: ContentRead[] | null;
}

const utf8Strict = new TextDecoder('utf-8', { fatal: true });

/**
 * A name as the file system holds it, as text: its UTF-8, or, when its bytes are not UTF-8 (a name
 * written in Latin-1), each byte outside ASCII as `\xE9`, so a message names the file as `ls`
 * would escape it rather than as U+FFFD. A backslash is no part of a route, so such a name is
 * refused by the name rules before anything tries to open it.
 */
function nameAsText(name: Buffer): string {
  try {
    return utf8Strict.decode(name);
  } catch {
    return [...name].map((byte) => (byte < 0x80 ? String.fromCharCode(byte) : `\\x${byte.toString(16).toUpperCase().padStart(2, '0')}`)).join('');
  }
}

export function listContentFiles(dir: string): string[] {
  const files: string[] = [];
  // Walked by hand with names as bytes: Node's recursive listing decodes a folder's path lossily.
  const folders: { path: Buffer; under: string }[] = [{ path: Buffer.from(dir), under: '' }];
  for (let folder = folders.pop(); folder; folder = folders.pop()) {
    for (const entry of readdirSync(folder.path, { withFileTypes: true, encoding: 'buffer' })) {
      const name = nameAsText(entry.name);
      const file = folder.under === '' ? name : `${folder.under}/${name}`;
      if (entry.isDirectory()) folders.push({ path: Buffer.concat([folder.path, Buffer.from('/'), entry.name]), under: file });
      // Links, FIFOs and devices too, so the content check can refuse them (rules/regular-files.ts);
      // a listing never follows a link into another folder. Dotfiles (.DS_Store, an editor's swap
      // file) and backups (`usage.md~`, a save's `usage.md.tmp~` before its rename) are no content.
      else if (!name.startsWith('.') && !name.endsWith('~')) files.push(file);
    }
  }
  return files.sort();
}

export function checkFile(contentDir: string, file: string, options?: LoadOptions): CheckedFile {
  try {
    const { value: { errors, warnings, doc, page, image }, reads } = recordingReads(() => loadFile(contentDir, file, options));
    const changed = restoreSharedPrototypes();
    if (changed.length > 0) return uncheckedFile(file, `this file could not be checked: reading it changed ${changed.join(', ')}, which no file may do (a bug of the check, with this file as its test case); nothing of it is published.`);
    return { errors, warnings, doc, page, image, reads };
  } catch (error) {
    restoreSharedPrototypes();
    // A file the loader cannot handle stops with its own error, never the whole check.
    return uncheckedFile(file, `this file could not be checked: ${String((error as Error).message ?? error).split('\n')[0]}`);
  }
}

/** A file whose check did not finish: its one error, and still its page, so links to it are not reported as broken too. */
export function uncheckedFile(file: string, message: string): CheckedFile {
  return {
    errors: [{ file: `content/${file}`, message }],
    warnings: [],
    doc: file.endsWith('.md') ? { file, route: sourcePathToRoute(file), urls: [], oldRoutes: [], bodyLineOffset: 0, anchors: null, symbols: null, label: null } : null,
    page: null,
    image: formatOfName(file) === null ? null : file,
    reads: null,
  };
}

/** The site-wide rules (routes, links, folder pages), from every file's own check in listing order. */
export function checkSite(checked: readonly CheckedFile[]): ContentReport {
  const site = indexSite(
    checked.flatMap((each) => (each.doc ? [each.doc] : [])),
    checked.flatMap((each) => (each.image ? [each.image] : [])),
  );
  const report: ContentReport = {
    errors: checked.flatMap((each) => each.errors),
    warnings: checked.flatMap((each) => each.warnings),
    routes: new Map(),
    pages: [],
    symbolLinks: countSymbolLinks(site),
  };
  for (const rule of siteRules) {
    const problems = rule.check(site).map(({ file, ...finding }) => ({ file: `content/${file}`, ...finding, rule: rule.id }));
    (rule.severity === 'error' ? report.errors : report.warnings).push(...problems);
  }
  // An image's own problems stand where a page shows it, so the page's line that brought it in is
  // named (and a merge request's Code Quality report marks that line); the image file names it.
  const shownAt = firstImageReferences(site);
  const imageRuleIds = new Set<string>(imageRules.map((rule) => rule.id));
  report.errors = report.errors.map((problem) => {
    const reference = problem.line === undefined && problem.rule !== undefined && imageRuleIds.has(problem.rule) ? shownAt.get(fileInContent(problem.file)) : undefined;
    if (reference === undefined) return problem;
    const { file, line, column } = atLink(reference);
    return { ...problem, file: `content/${file}`, line, column, message: `image ${reference.url.url} (${problem.file}): ${problem.message}` };
  });
  for (const doc of site.docsByRoute.values()) report.routes.set(doc.route, doc.file);
  const published = checked.flatMap(({ page }) => (page && report.routes.get(page.path) === page.file ? [page] : []));
  const writtenFor = writtenForOfPages(new Map(published.map((page) => [page.file, page.fields[WRITTEN_FOR_FIELD] as string | undefined])));
  report.pages = published.map((page) => withWrittenFor(linkSymbols(page, site.docsByFile.get(page.file)!, site.symbols), writtenFor.get(page.file)));
  report.errors.sort(inFileOrder);
  report.warnings.sort(inFileOrder);
  return report;
}

/** By file, then as a writer reads the file: frontmatter first, then by line and column. */
function inFileOrder(a: ContentProblem, b: ContentProblem): number {
  if (a.file !== b.file) return a.file < b.file ? -1 : 1;
  return (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);
}

export function checkContent(contentDir: string): ContentReport {
  return checkSite(listContentFiles(contentDir).map((file) => checkFile(contentDir, file)));
}

export function formatProblem(kind: 'error' | 'warning', problem: ContentProblem): string {
  const position = problem.line === undefined ? '' : `:${problem.line}${problem.column === undefined ? '' : `:${problem.column}`}`;
  const rule = problem.rule ? ` (${problem.rule})` : '';
  // One problem, one line: a line break or escape sequence quoted from the file is shown escaped.
  const message = problem.message.replace(/[\u0000-\u001F\u007F-\u009F]/g, (char) => JSON.stringify(char).slice(1, -1));
  return `${kind}: ${problem.file}${position}${problem.field ? ` [${problem.field}]` : ''}: ${message}${rule}`;
}
