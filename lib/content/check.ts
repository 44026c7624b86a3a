import { readdirSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import matter from 'gray-matter';
import type { Definition, Image, Link, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { isMarkdownFileHref, markdownHrefToRoute, resolveMarkdownFile } from '../markdown/md-links';
import { renderMarkdown } from '../markdown/render';
import { isExternalHref, isSafeUrl, normalizePath, SAFE_URL_SCHEMES, splitHref } from '../url';
import { type ContentProblem, closest, validateFrontmatter } from './frontmatter';
import { bodyProblems } from './markdown-checks';
import { isIndexFile, sourcePathToRoute } from './paths';
import { storeRendered } from './rendered-store';
import { readSourceText } from './source-text';

export interface ContentReport {
  errors: ContentProblem[];
  warnings: ContentProblem[];
  /** Route → source file, for every doc that will be published. */
  routes: Map<string, string>;
}

/** What the site-wide checks need to know of one markdown file (plain data: it crosses threads). */
export interface CheckedDoc {
  file: string;
  route: string;
  urls: UrlInBody[];
  /** Lines of frontmatter above the body, so problems name lines of the file. */
  bodyLineOffset: number;
  /** Null when the file could not be parsed: links to it are checked, fragments are not. */
  anchors: string[] | null;
}

/** One file's own problems, and the doc the site-wide checks take in unless the file was skipped. */
export interface CheckedFile {
  errors: ContentProblem[];
  doc: CheckedDoc | null;
}

interface SourceDoc extends Omit<CheckedDoc, 'anchors'> {
  anchors: Set<string> | null;
}

export function listContentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    // Dotfiles (.DS_Store, an editor's swap file) are no content.
    .filter((file) => !posix.basename(file).startsWith('.'))
    .sort();
}

function parseBody(markdown: string): Root {
  return unified().use(remarkParse).use(remarkGfm).parse(markdown) as Root;
}

interface UrlInBody {
  url: string;
  kind: 'link' | 'image' | 'definition';
  line: number;
  column: number;
}

function urlsIn(tree: Root): UrlInBody[] {
  const urls: UrlInBody[] = [];
  visit(tree, ['link', 'image', 'definition'], (node) => {
    const { url, type, position } = node as Link | Image | Definition;
    urls.push({ url, kind: type, line: position?.start.line ?? 1, column: position?.start.column ?? 1 });
  });
  return urls;
}

/**
 * The frontmatter line a YAML error points at, such as `title: Glossa: the basics`. The error's
 * message keeps it only in a multi-line snippet, and the report prints one line per problem.
 */
function yamlErrorLine(error: unknown): string | null {
  const mark = (error as { mark?: { buffer?: unknown; line?: unknown } }).mark;
  if (typeof mark?.buffer !== 'string' || typeof mark.line !== 'number') return null;
  return mark.buffer.split('\n')[mark.line]?.replace(/\0/g, '').trim() || null;
}

const ROUTE_SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `My Page.md` → `my-page.md`: the name the writer most likely meant. */
function routeSafeName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Routes are made of folder and file names, so those must be plain URL segments. `index.md` would
 * collide with the folder's own page in the export (both become `folder/index.html`).
 */
function fileNameProblem(file: string): string | null {
  const segments = file.split('/');
  const name = segments.pop()!;
  const stem = name.slice(0, -'.md'.length);
  const unsafe = (kind: string, segment: string, extension: string) =>
    `the ${kind} name "${segment}" cannot be part of a route: use lower-case letters, digits and hyphens, such as "${routeSafeName(segment) || 'page'}${extension}".`;
  const folder = segments.find((segment) => !ROUTE_SEGMENT.test(segment));
  if (folder !== undefined) return unsafe('folder', folder, '');
  if (stem === 'README') return null;
  if (stem.toLowerCase() === 'index' || stem.toLowerCase() === 'readme') {
    const folderPath = segments.length > 0 ? `content/${segments.join('/')}/` : 'content/';
    return `"${name}" is not a folder's own page here: that is ${folderPath}README.md (upper case). Rename this file to ${folderPath}README.md, or merge it into that file.`;
  }
  return ROUTE_SEGMENT.test(stem) ? null : unsafe('file', stem, '.md');
}

/** Up to half the word may differ: `overveiw` → `overview`, but `nope` finds nothing. */
const nearby = (wanted: string) => Math.max(2, Math.floor(wanted.length / 2));

/** A route ending in the wanted path (`/api/intro` → `/glossa/api/intro`), else the nearest one. */
function closestRoute(routes: readonly string[], wanted: string): string | undefined {
  const endingLikeIt = routes.filter((route) => wanted !== '/' && route.endsWith(wanted));
  if (endingLikeIt.length === 1) return endingLikeIt[0];
  return closest(routes, wanted, nearby(wanted));
}

function yamlProblem(source: string, reason: string, line: string | null): string {
  // Without its closing ---, the whole page is read as frontmatter and fails somewhere in the body.
  if (!/\n---[ \t]*(\n|$)/.test(source.slice(3))) {
    return 'frontmatter is not closed: add a line with only --- after the last field, before the page text.';
  }
  const found = `frontmatter is not valid YAML: ${reason}${line ? ` (in \`${line}\`)` : ''}.`;
  if (/duplicated mapping key/.test(reason)) return `${found} Each field may appear only once: remove one of them.`;
  return `${found} Put a value that contains ": " or starts with a quote inside double quotes.`;
}

/** Where a non-markdown link lands, resolved the way a browser would from the doc's route. */
function targetRoute(path: string, fromRoute: string): string {
  return new URL(path, `https://docs.invalid${fromRoute}`).pathname;
}

const safeSchemeList = SAFE_URL_SCHEMES.map((scheme) => `${scheme}:`).join(', ');

function checkLinks(doc: SourceDoc, docsByFile: Map<string, SourceDoc>, docsByRoute: Map<string, SourceDoc>, report: ContentReport) {
  for (const { url: href, kind, line, column } of doc.urls) {
    const problemAt = (message: string): ContentProblem => ({ file: `content/${doc.file}`, line: line + doc.bodyLineOffset, column, message });
    if (!isSafeUrl(href)) {
      report.errors.push(
        problemAt(`unsafe ${kind} "${href.slice(0, 60)}": a URL with this scheme could run code in a reader's browser. Use a site route (/glossa/concepts) or one of ${safeSchemeList}.`),
      );
      continue;
    }
    if (kind === 'image' || isExternalHref(href)) continue;
    const { path, fragment } = splitHref(href);
    let target: SourceDoc | undefined;
    if (path === '') {
      target = doc;
    } else if (isMarkdownFileHref(href)) {
      const file = resolveMarkdownFile(href, doc.file);
      target = file === null ? undefined : docsByFile.get(file);
      if (!target) {
        const published = markdownHrefToRoute(href, doc.file);
        const suggestion = file === null ? null : closest([...docsByFile.keys()], file, nearby(file));
        report.warnings.push(
          problemAt(
            `markdown link "${href}" points at ${file === null ? 'a file outside content/' : `content/${file}, which does not exist`}${published ? `; it is published as ${published}, which leads to the not-found page` : ''}.${suggestion ? ` Did you mean content/${suggestion}?` : ''}`,
          ),
        );
        continue;
      }
    } else {
      const route = targetRoute(path, doc.route);
      target = docsByRoute.get(route);
      if (!target) {
        const suggestion = closestRoute([...docsByRoute.keys()], normalizePath(route));
        // Browsers resolve `api/intro` on the page /glossa from the folder /, which surprises writers.
        const relative = path.startsWith('/') ? '' : ` Relative links resolve from the page's URL ${doc.route}; a path from the site root (/…) is clearer.`;
        report.errors.push(
          problemAt(`broken link "${href}": no page exists at ${route}.${suggestion ? ` The closest existing route is ${suggestion}.` : ''}${relative}`),
        );
        continue;
      }
    }
    if (fragment && target.anchors && !target.anchors.has(fragment)) {
      const suggestion = closest([...target.anchors], fragment, nearby(fragment));
      report.errors.push(
        problemAt(`broken link "${href}": ${target.route} has no heading with the id "${fragment}".${suggestion ? ` Did you mean "#${suggestion}"?` : ''}`),
      );
    }
  }
}

/**
 * One file's own checks: its name, encoding, frontmatter and body. Rendering it (for its anchors)
 * also leaves the render for contentlayer2 (see rendered-store.ts).
 */
export function checkFile(contentDir: string, file: string): CheckedFile {
  const at = `content/${file}`;
  if (!file.endsWith('.md')) {
    return {
      errors: [{ file: at, message: 'unknown file: only markdown docs (.md) belong under content/. Move it elsewhere or rename it to .md.' }],
      doc: null,
    };
  }
  const nameProblem = fileNameProblem(file);
  if (nameProblem) return { errors: [{ file: at, message: nameProblem }], doc: null };
  const read = readSourceText(join(contentDir, file));
  if ('problem' in read) return { errors: [{ file: at, line: read.line, message: read.problem }], doc: null };

  const source = read.text;
  const errors: ContentProblem[] = [];
  const doc: CheckedDoc = { file, route: sourcePathToRoute(file), urls: [], bodyLineOffset: 0, anchors: null };
  try {
    // An empty options object keeps gray-matter from caching by content across calls.
    const parsed = matter(source, {});
    errors.push(...validateFrontmatter(at, parsed.data));
    const tree = parseBody(parsed.content);
    doc.urls = urlsIn(tree);
    // Report lines of the file, not of the body after the frontmatter.
    doc.bodyLineOffset = source.slice(0, source.length - parsed.content.length).split('\n').length - 1;
    const problems = bodyProblems(tree);
    errors.push(...problems.map(({ line, column, message }) => ({ file: at, line: line + doc.bodyLineOffset, column, message })));
    // With those problems the renderer would only repeat the first of them.
    if (problems.length === 0) {
      const rendered = renderMarkdown(parsed.content, file);
      doc.anchors = rendered.anchors;
      storeRendered(file, parsed.content, rendered);
    }
  } catch (error) {
    const reason = (error as Error).message.split('\n')[0]!.replace(/:$/, '');
    const line = yamlErrorLine(error);
    errors.push(
      (error as { name?: string }).name === 'YAMLException'
        ? { file: at, message: yamlProblem(source, reason, line) }
        : { file: at, message: `markdown could not be rendered: ${reason}` },
    );
  }
  return { errors, doc };
}

/** The checks across files (duplicate routes, links, folder pages), from every file's own check in listing order. */
export function checkSite(checked: readonly CheckedFile[]): ContentReport {
  const report: ContentReport = { errors: [], warnings: [], routes: new Map() };
  const docsByFile = new Map<string, SourceDoc>();
  const docsByRoute = new Map<string, SourceDoc>();

  for (const { errors, doc: checkedDoc } of checked) {
    report.errors.push(...errors);
    if (!checkedDoc) continue;
    const doc: SourceDoc = { ...checkedDoc, anchors: checkedDoc.anchors && new Set(checkedDoc.anchors) };
    const { file, route } = doc;
    const existing = docsByRoute.get(route);
    if (existing) {
      // A folder's README.md keeps its route: its pages hang under it in the sidebar.
      const [kept, dropped] = isIndexFile(file) ? [doc, existing] : [existing, doc];
      report.warnings.push({
        file: `content/${dropped.file}`,
        message: `duplicate route ${route}: content/${kept.file} has the same route and is published instead; rename or remove content/${dropped.file}.`,
      });
      docsByFile.delete(dropped.file);
      docsByFile.set(kept.file, kept);
      docsByRoute.set(route, kept);
      continue;
    }
    docsByFile.set(file, doc);
    docsByRoute.set(route, doc);
  }

  for (const doc of docsByRoute.values()) {
    checkLinks(doc, docsByFile, docsByRoute, report);
    checkFolderIndex(doc, docsByFile, report);
    report.routes.set(doc.route, doc.file);
  }
  return report;
}

/**
 * Checks the whole content folder the way the build needs it: frontmatter, unknown files,
 * duplicate routes and links. Every problem is collected, so a writer sees all of them at once.
 */
export function checkContent(contentDir: string): ContentReport {
  return checkSite(listContentFiles(contentDir).map((file) => checkFile(contentDir, file)));
}

/** The sidebar hangs a page under its folder's README.md, so a folder without one would hide it. */
function checkFolderIndex(doc: SourceDoc, docsByFile: Map<string, SourceDoc>, report: ContentReport) {
  const folder = posix.dirname(doc.file);
  const ownFolder = posix.basename(doc.file) === 'README.md' ? posix.dirname(folder) : folder;
  if (ownFolder === '.' || docsByFile.has(`${ownFolder}/README.md`)) return;
  report.errors.push({
    file: `content/${doc.file}`,
    message: `the folder content/${ownFolder}/ has no README.md, so this page would not appear in the sidebar. Add content/${ownFolder}/README.md as the folder's index page.`,
  });
}

export function formatProblem(kind: 'error' | 'warning', problem: ContentProblem): string {
  const position = problem.line === undefined ? '' : `:${problem.line}${problem.column === undefined ? '' : `:${problem.column}`}`;
  return `${kind}: ${problem.file}${position}${problem.field ? ` [${problem.field}]` : ''}: ${problem.message}`;
}
