import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import matter from 'gray-matter';
import type { Link, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { isMarkdownFileHref, resolveMarkdownFile } from '../markdown/md-links';
import { normalizeLineEndings, renderMarkdown } from '../markdown/render';
import { isExternalHref, normalizePath, splitHref } from '../url';
import { type ContentProblem, closest, validateFrontmatter } from './frontmatter';
import { sourcePathToRoute } from './paths';

export interface ContentReport {
  errors: ContentProblem[];
  warnings: ContentProblem[];
  /** Route → source file, for every doc that will be published. */
  routes: Map<string, string>;
}

interface SourceDoc {
  file: string;
  route: string;
  body: string;
  /** Null when the file could not be parsed: links to it are checked, fragments are not. */
  anchors: Set<string> | null;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

function linksIn(markdown: string): string[] {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown) as Root;
  const hrefs: string[] = [];
  visit(tree, ['link', 'definition'], (node) => {
    hrefs.push((node as Link).url);
  });
  return hrefs;
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

/** Where a non-markdown link lands, resolved the way a browser would from the doc's route. */
function targetRoute(path: string, fromRoute: string): string {
  return new URL(path, `https://docs.invalid${fromRoute}`).pathname;
}

function checkLinks(doc: SourceDoc, docsByFile: Map<string, SourceDoc>, docsByRoute: Map<string, SourceDoc>, report: ContentReport) {
  const at = `content/${doc.file}`;
  for (const href of linksIn(doc.body)) {
    if (isExternalHref(href)) continue;
    const { path, fragment } = splitHref(href);
    let target: SourceDoc | undefined;
    if (path === '') {
      target = doc;
    } else if (isMarkdownFileHref(href)) {
      const file = resolveMarkdownFile(href, doc.file);
      target = file === null ? undefined : docsByFile.get(file);
      if (!target) {
        report.warnings.push({
          file: at,
          message: `markdown link "${href}" points at a file that does not exist under content/; it was left as written.`,
        });
        continue;
      }
    } else {
      const route = targetRoute(path, doc.route);
      target = docsByRoute.get(route);
      if (!target) {
        const suggestion = closest([...docsByRoute.keys()], normalizePath(route));
        report.errors.push({
          file: at,
          message: `broken link "${href}": no page exists at ${route}.${suggestion ? ` The closest existing route is ${suggestion}.` : ''}`,
        });
        continue;
      }
    }
    if (fragment && target.anchors && !target.anchors.has(fragment)) {
      const suggestion = closest([...target.anchors], fragment);
      report.errors.push({
        file: at,
        message: `broken link "${href}": ${target.route} has no heading with the id "${fragment}".${suggestion ? ` Did you mean "#${suggestion}"?` : ''}`,
      });
    }
  }
}

/**
 * Checks the whole content folder the way the build needs it: frontmatter, unknown files,
 * duplicate routes and links. Every problem is collected, so a writer sees all of them at once.
 */
export function checkContent(contentDir: string): ContentReport {
  const report: ContentReport = { errors: [], warnings: [], routes: new Map() };
  const docsByFile = new Map<string, SourceDoc>();
  const docsByRoute = new Map<string, SourceDoc>();

  for (const file of listFiles(contentDir)) {
    const at = `content/${file}`;
    if (posix.basename(file).startsWith('.')) continue;
    if (!file.endsWith('.md')) {
      report.errors.push({
        file: at,
        message: 'unknown file: only markdown docs (.md) belong under content/. Move it elsewhere or rename it to .md.',
      });
      continue;
    }
    const source = normalizeLineEndings(readFileSync(join(contentDir, file), 'utf8'));
    const route = sourcePathToRoute(file);
    let body = '';
    let anchors: Set<string> | null = null;
    try {
      // An empty options object keeps gray-matter from caching by content across calls.
      const parsed = matter(source, {});
      report.errors.push(...validateFrontmatter(at, parsed.data));
      body = parsed.content;
      anchors = new Set(renderMarkdown(body, file).anchors);
    } catch (error) {
      const reason = (error as Error).message.split('\n')[0]!.replace(/:$/, '');
      const line = yamlErrorLine(error);
      report.errors.push(
        (error as { name?: string }).name === 'YAMLException'
          ? {
              file: at,
              message: `frontmatter is not valid YAML: ${reason}${line ? ` (in \`${line}\`)` : ''}. Put a value that contains ": " or starts with a quote inside double quotes.`,
            }
          : { file: at, message: `markdown could not be rendered: ${reason}` },
      );
    }
    const doc: SourceDoc = { file, route, body, anchors };
    const existing = docsByRoute.get(route);
    if (existing) {
      report.warnings.push({
        file: at,
        message: `duplicate route ${route}: content/${existing.file} maps to the same route. Only content/${existing.file} is published; rename or remove one of them.`,
      });
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
  return `${kind}: ${problem.file}${problem.field ? ` [${problem.field}]` : ''}: ${problem.message}`;
}
