/**
 * What the site-wide rules see: every checked file by file and by published route, and the links
 * of each, resolved once to the page they land on.
 */
import type { PageSymbols } from '../markdown/render';
import { indexSymbols, type SymbolIndex } from './symbol-index';
import { isSafeUrl, keepsRoute, linkedMarkdownFile, markdownLinkRoute, normalizePath, type ParsedHref, parseHref, resolveRoute, urlScheme } from '../navigation/routes';

export interface UrlInBody {
  url: string;
  kind: 'link' | 'image' | 'definition';
  line: number;
  column: number;
  /** A link's words (`[these](/route)`), for the rules about what a link must say. */
  text?: string;
}

/** What the site-wide checks need to know of one markdown file (plain data: it crosses threads). */
export interface CheckedDoc {
  file: string;
  route: string;
  urls: UrlInBody[];
  /**
   * The routes the page used to have, from its `redirect_from`, with the line of the file that lists
   * each: well-formed ones only, a malformed one is reported by its own rule and redirects nowhere.
   */
  oldRoutes: { route: string; line: number }[];
  /** Lines of frontmatter above the body, so problems name lines of the file. */
  bodyLineOffset: number;
  /** Null when the file could not be parsed: links to it are checked, fragments are not. */
  anchors: string[] | null;
  /** The API names it defines and mentions; null when it was not rendered. */
  symbols: PageSymbols | null;
  /** The words the sidebar links it by and the field and line that give them; null when its fields could not be read. */
  label: { text: string; field: 'sidebar_label' | 'title'; line: number } | null;
}

export interface IndexedDoc extends Omit<CheckedDoc, 'anchors'> {
  anchors: Set<string> | null;
}

/** Where a link in the body lands. */
type LinkTarget =
  | { kind: 'page'; doc: IndexedDoc; fragment: string | null }
  /** A `.md` link to a file that is not there (`file` is null when it leaves content/). */
  | { kind: 'missing-file'; file: string | null; publishedAs: string | null }
  | { kind: 'missing-route'; route: string; relative: boolean }
  /** A route a page used to have: the hosts redirect it to `doc`. */
  | { kind: 'moved'; route: string; doc: IndexedDoc; fragment: string | null };

export interface ResolvedLink {
  doc: IndexedDoc;
  url: UrlInBody;
  target: LinkTarget;
}

export interface SiteIndex {
  /** Every published doc by its source file and by its route. */
  docsByFile: Map<string, IndexedDoc>;
  docsByRoute: Map<string, IndexedDoc>;
  /** Files not published because another file has their route. */
  duplicates: { kept: IndexedDoc; dropped: IndexedDoc }[];
  /** Old route → every published doc that lists it in `redirect_from`, in listing order. */
  oldRoutes: Map<string, IndexedDoc[]>;
  /** Every link to the site itself, in published docs, in file order; external links and images are not followed. */
  links: ResolvedLink[];
  /** The image files under content/ (paths under it), which the pages' images must name. */
  images: Set<string>;
  /** The API names the published docs define, and where their mentions link. */
  symbols: SymbolIndex;
}

function resolve(doc: IndexedDoc, href: ParsedHref, site: Omit<SiteIndex, 'links' | 'images' | 'symbols'>): LinkTarget {
  const { path, fragment } = href;
  if (path === '') return { kind: 'page', doc, fragment };
  if (href.markdownFile) {
    const file = linkedMarkdownFile(path, doc.file);
    const target = file === null ? undefined : site.docsByFile.get(file);
    return target ? { kind: 'page', doc: target, fragment } : { kind: 'missing-file', file, publishedAs: markdownLinkRoute(href, doc.file) };
  }
  const route = resolveRoute(path, doc.route);
  const target = site.docsByRoute.get(route);
  if (target) return { kind: 'page', doc: target, fragment };
  const movedTo = site.oldRoutes.get(normalizePath(route))?.[0];
  return movedTo ? { kind: 'moved', route: normalizePath(route), doc: movedTo, fragment } : { kind: 'missing-route', route, relative: !path.startsWith('/') };
}

/** Indexes the checked docs, given in listing order, and the image files beside them. */
export function indexSite(checked: readonly CheckedDoc[], images: readonly string[] = []): SiteIndex {
  const site: Omit<SiteIndex, 'links' | 'images' | 'symbols'> = { docsByFile: new Map(), docsByRoute: new Map(), duplicates: [], oldRoutes: new Map() };
  for (const checkedDoc of checked) {
    const doc: IndexedDoc = { ...checkedDoc, anchors: checkedDoc.anchors && new Set(checkedDoc.anchors) };
    const existing = site.docsByRoute.get(doc.route);
    if (existing) {
      const [kept, dropped] = keepsRoute(doc.file, existing.file) ? [doc, existing] : [existing, doc];
      site.duplicates.push({ kept, dropped });
      site.docsByFile.delete(dropped.file);
      site.docsByFile.set(kept.file, kept);
      site.docsByRoute.set(doc.route, kept);
      continue;
    }
    site.docsByFile.set(doc.file, doc);
    site.docsByRoute.set(doc.route, doc);
  }
  for (const doc of site.docsByRoute.values()) {
    for (const { route } of doc.oldRoutes) site.oldRoutes.set(route, [...(site.oldRoutes.get(route) ?? []), doc]);
  }
  const links = [...site.docsByRoute.values()].flatMap((doc) =>
    doc.urls.flatMap((url) => {
      if (url.kind === 'image' || !isSafeUrl(url.url)) return [];
      const href = parseHref(url.url);
      return href.external ? [] : [{ doc, url, target: resolve(doc, href, site) }];
    }),
  );
  return { ...site, links, images: new Set(images), symbols: indexSymbols(site.docsByRoute.values()) };
}

/** A problem at a link, with the line counted in the whole file. */
export const atLink = ({ doc, url }: Pick<ResolvedLink, 'doc' | 'url'>) => ({ file: doc.file, line: url.line + doc.bodyLineOffset, column: url.column });

/** Each image file under content/ a page shows, with the first place that shows it (pages in file order). */
export function firstImageReferences(site: Pick<SiteIndex, 'docsByFile'>): Map<string, { doc: IndexedDoc; url: UrlInBody }> {
  const shown = new Map<string, { doc: IndexedDoc; url: UrlInBody }>();
  for (const doc of [...site.docsByFile.values()].sort((a, b) => (a.file < b.file ? -1 : 1))) {
    for (const url of doc.urls) {
      const file = url.kind === 'image' ? imageFileOf(url.url, doc.file) : null;
      if (file !== null && !shown.has(file)) shown.set(file, { doc, url });
    }
  }
  return shown;
}

/** The file under content/ an image URL of `page` names, or null for another site, a scheme or a path outside content/. */
export function imageFileOf(url: string, page: string): string | null {
  const href = parseHref(url);
  return href.external || urlScheme(url) !== null ? null : linkedMarkdownFile(href.path, page);
}
