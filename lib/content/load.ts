/**
 * The content loader: reads one file once and yields everything the site needs of it (route,
 * frontmatter, parsed tree, rendered HTML, headings, anchors, text) together with what the writer
 * rules found in it. The body is parsed once and rendered once, and the page it makes goes to
 * contentlayer2 as it is (checked-content.ts).
 */
import type { Definition, Image, ImageReference, Link, LinkReference, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { definitionUrls, imageSource } from '../markdown/image-sources';
import { visit } from '../markdown/visit';
import { normalizeLineEndings, parseMarkdown, type RenderedDoc, renderTree } from '../markdown/render';
import { inspectEntry, readRegularFile } from './content-entry';
import { fullSizePath, type ImageAsset, readImageAsset } from './image-assets';
import { formatOfName, readImageHeader } from './image-file';
import type { ContentProblem } from './frontmatter';
import { fieldNames } from './frontmatter';
import type { CheckedPage } from './checked-page';
import { pageMarkdown } from './page-markdown';
import { linkedMarkdownFile, sectionOf, sitePath, sourcePathToId, sourcePathToRoute, urlScheme } from '../navigation/routes';
import { fieldLine, listItemLines, type ReadFrontmatter, readFrontmatter, wasRead } from './read-frontmatter';
import { oldRoutesOf, REDIRECT_FIELD } from './redirects';
import { contentLimits, siteConfig } from '../site-config';
import { bodyRules, bytesRules, fileRules, frontmatterRules, imageRules, nameRules, pathRules, treeRules } from './rules';
import type { Finding, Rule } from './rules/rule';
import type { CheckedDoc, UrlInBody } from './site-index';

interface LoadedFile {
  file: string;
  route: string;
  data: Record<string, unknown>;
  /** Null when a problem in the body stopped the render. */
  rendered: RenderedDoc | null;
  errors: ContentProblem[];
  warnings: ContentProblem[];
  /** What the site-wide rules need; null when the file is not a page at all. */
  doc: CheckedDoc | null;
  /** The page as the site publishes it, when asked for (`keepPage`) and its frontmatter and body could be read. */
  page: CheckedPage | null;
  /** The file, when it is an image beside the pages. */
  image: string | null;
}

function urlsIn(tree: Root): UrlInBody[] {
  const urls: UrlInBody[] = [];
  const definitions = definitionUrls(tree);
  const usedBy = { linkReference: new Set<string>(), imageReference: new Set<string>() };
  visit(tree, ['linkReference', 'imageReference'], (node) => {
    const { type, identifier } = node as LinkReference | ImageReference;
    usedBy[type].add(identifier);
  });
  visit(tree, ['link', 'image', 'imageReference', 'definition'], (visited) => {
    const node = visited as Link | Image | ImageReference | Definition;
    const { type, position } = node;
    // A page shows an image by reference (`![alt][label]`) where the reference stands, from its
    // definition's address; a definition only images use is no link.
    if (type === 'definition' && usedBy.imageReference.has(node.identifier) && !usedBy.linkReference.has(node.identifier)) return;
    const url = type === 'link' || type === 'definition' ? node.url : imageSource(node, definitions);
    if (url === undefined) return;
    // The words a reader sees of a link: its text and inline code, at any depth.
    const text = type === 'link' ? { text: toString(node, { includeImageAlt: false }) } : {};
    urls.push({ url, kind: type === 'imageReference' ? 'image' : type, line: position?.start.line ?? 1, column: position?.start.column ?? 1, ...text });
  });
  return urls;
}

/** The image a page's `src` names, when it is a file under content/ (absolute paths start there). */
function imageAt(contentDir: string, page: string, src: string) {
  if (urlScheme(src) !== null || src.startsWith('//')) return null;
  const file = linkedMarkdownFile(src.split(/[?#]/)[0]!, page);
  return file !== null && formatOfName(file) !== null ? readImageAsset(contentDir, file) : null;
}

/** `imageAt` for one page, reading and hashing each image once though the render and the markdown copy both ask. */
function imagesOfPage(contentDir: string, page: string): (src: string) => ImageAsset | null {
  const read = new Map<string, ImageAsset | null>();
  return (src) => {
    if (!read.has(src)) read.set(src, imageAt(contentDir, page, src));
    return read.get(src) ?? null;
  };
}

// A required field's problems are reported by the frontmatter rules; the page is not published then.
const textField = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

// Body rules that must pass before the page is rendered, and those that look at the whole page after.
const renderGuards = bodyRules.filter((rule) => rule.beforeRender);
const pageRules = bodyRules.filter((rule) => !rule.beforeRender);

export interface LoadOptions {
  /** Keep the page the site publishes (its fields, HTML and Markdown copy): the build and npm run dev do, most tests do not. */
  keepPage?: boolean;
}

/** The frontmatter as the site shows it: the schema's fields only, text without the spaces a quoted value may carry at its ends. */
const publishedFields = (data: Record<string, unknown>) =>
  Object.fromEntries(fieldNames.filter((name) => data[name] !== undefined).map((name) => [name, typeof data[name] === 'string' ? data[name].trim() : data[name]]));

/** The words the sidebar links a page by (lib/navigation/sidebar.ts), and where they are written. */
function sidebarLabelOf({ data, source }: Pick<ReadFrontmatter, 'data' | 'source'>): CheckedDoc['label'] {
  const field = textField(data.sidebar_label) === '' ? 'title' : 'sidebar_label';
  const text = textField(data[field]);
  const line = fieldLine(source, field);
  return text === '' || line === undefined ? null : { text, field, line };
}

export function loadFile(contentDir: string, file: string, { keepPage = false }: LoadOptions = {}): LoadedFile {
  const loaded: LoadedFile = { file, route: sourcePathToRoute(file), data: {}, rendered: null, errors: [], warnings: [], doc: null, page: null, image: null };
  const at = `content/${file}`;
  let lineOffset = 0;
  const report = (rule: Rule, findings: readonly Finding[]) => {
    const problems = findings.map(({ line, ...finding }) => ({ file: at, ...finding, ...(line === undefined ? {} : { line: line + lineOffset }), rule: rule.id }));
    (rule.severity === 'error' ? loaded.errors : loaded.warnings).push(...problems);
  };

  // A file that is no page or cannot be read gets one error, the first: the rest would follow from it.
  const firstOf = <Input extends unknown[]>(stage: readonly (Rule & { check(...input: Input): Finding | null })[], ...input: Input) =>
    stage.some((rule) => {
      const finding = rule.check(...input);
      if (finding) report(rule, [finding]);
      return finding !== null;
    });
  // An image is published whatever its problems (they fail the build): pages naming it are not
  // reported again, not even when its name or what it is (a link) refuses it.
  if (formatOfName(file) !== null) loaded.image = file;
  // The path first: a name the system cannot look up (bytes that are no UTF-8, too long) is
  // refused as a name, before any call on the file.
  if (firstOf(pathRules, file)) return loaded;
  if (firstOf(fileRules, inspectEntry(contentDir, file))) return loaded;
  if (firstOf(nameRules, file)) return loaded;
  if (loaded.image !== null) {
    // One byte past the limit is enough for the image-size rule to see it is too large.
    const bytes = readRegularFile(contentDir, file, contentLimits.imageBytes + 1);
    const image = { file, bytes, header: readImageHeader(bytes) };
    for (const rule of imageRules) report(rule, rule.check(image));
    return loaded;
  }
  // From here the file is a page, even one that cannot be read: links to it are not broken links.
  loaded.doc = { file, route: loaded.route, urls: [], oldRoutes: [], bodyLineOffset: 0, anchors: null, symbols: null, label: null };
  // One byte past the limit is enough for the file-size rule to see it is too large.
  const bytes = readRegularFile(contentDir, file, contentLimits.fileBytes + 1);
  const raw = bytes.toString('utf8');
  if (firstOf(bytesRules, bytes, raw)) return loaded;

  // Line endings are made LF once, here, before anything reads the text.
  const frontmatter = readFrontmatter(normalizeLineEndings(raw));
  loaded.data = frontmatter.data;
  // A finding about a field stands on the field's line, when the rule has not named another.
  const onFieldLine = (finding: Finding) => (finding.line === undefined && finding.field !== undefined ? { ...finding, line: fieldLine(frontmatter.source, finding.field) } : finding);
  for (const rule of frontmatterRules) report(rule, rule.check(frontmatter).map(onFieldLine));
  // A page whose fields have problems is not published, even by npm run dev: it would have no title.
  const fieldsPublishable = loaded.errors.length === 0;
  if (!wasRead(frontmatter)) return loaded;
  const oldRoutes = oldRoutesOf(frontmatter.data[REDIRECT_FIELD]);
  const oldRouteLines = listItemLines(frontmatter.source, REDIRECT_FIELD, oldRoutes.map(({ written }) => written));
  loaded.doc.oldRoutes = oldRoutes.map(({ route }, index) => ({ route, line: oldRouteLines[index]! }));
  loaded.doc.label = sidebarLabelOf(frontmatter);

  const { body } = frontmatter;
  // Report lines of the file, not of the body after the frontmatter.
  lineOffset = frontmatter.bodyLineOffset;
  const tree = parseMarkdown(body);
  if (firstOf(treeRules, tree)) return loaded;
  loaded.doc.urls = urlsIn(tree);
  loaded.doc.bodyLineOffset = lineOffset;
  const input = { file, data: frontmatter.data, body, tree, rendered: null as RenderedDoc | null };
  const errorsBefore = loaded.errors.length;
  const assetAt = imagesOfPage(contentDir, file);
  for (const rule of renderGuards) report(rule, rule.check(input));
  // With those problems the renderer would only repeat or hide them.
  let markdownCopy: ReturnType<typeof pageMarkdown> | null = null;
  if (loaded.errors.length === errorsBefore) {
    // Written from the tree as parsed: the render below expands its dependency blocks in place.
    if (keepPage) {
      markdownCopy = pageMarkdown({
        title: textField(frontmatter.data.title),
        description: textField(frontmatter.data.description),
        body,
        tree,
        file,
        route: loaded.route,
        imageUrl: (src) => {
          const asset = assetAt(src);
          return asset && `${siteConfig.url}${sitePath(fullSizePath(asset))}`;
        },
      });
    }
    try {
      input.rendered = renderTree(tree, file, { imageAt: assetAt });
      loaded.rendered = input.rendered;
      loaded.doc.anchors = input.rendered.anchors;
      loaded.doc.symbols = input.rendered.symbols;
    } catch (error) {
      loaded.errors.push({ file: at, message: `markdown could not be rendered: ${(error as Error).message.split('\n')[0]!.replace(/:$/, '')}` });
    }
  }
  if (markdownCopy !== null && loaded.rendered && fieldsPublishable) {
    const id = sourcePathToId(file);
    const { html, headings } = loaded.rendered;
    loaded.page = { file, fields: publishedFields(frontmatter.data), id, path: loaded.route, section: sectionOf(id) ?? '', html, headings, markdown: markdownCopy.markdown, markdownMentions: markdownCopy.mentions };
  }
  for (const rule of pageRules) report(rule, rule.check(input));
  return loaded;
}
