/**
 * A writer rule: one thing the content check asks of every file, with its own id, severity and
 * message. Every rule lives in its own file in this folder and is listed once in `index.ts`; the
 * check runs them, and the writers' guide's list of what the build checks (docs/writing.md) is
 * generated from them. The helpers below place a rule's findings at the nodes or links it names.
 */
import type { Root } from 'mdast';
import type { Node } from 'unist';
import type { RenderedDoc } from '../../markdown/render';
import { visit } from '../../markdown/visit';
import type { ContentEntry } from '../content-entry';
import type { ImageHeader } from '../image-file';
import type { ReadFrontmatter } from '../read-frontmatter';
import { atLink, type IndexedDoc, type ResolvedLink, type SiteIndex } from '../site-index';

type Severity = 'error' | 'warning';

/** A problem a rule found. Body rules give lines and columns of the body; the check adds the frontmatter's lines. */
export interface Finding {
  line?: number;
  column?: number;
  field?: string;
  message: string;
}

/** A problem a site-wide rule found, in one of the files. */
export interface SiteFinding extends Finding {
  file: string;
}

/** A file's frontmatter as read, or why it could not be read. */
export type FrontmatterInput = Pick<ReadFrontmatter, 'source' | 'data' | 'language' | 'error'>;

export interface BodyInput {
  file: string;
  data: Record<string, unknown>;
  body: string;
  /** The parsed body, before the renderer's own transforms. */
  tree: Root;
  /** Null when a body error stopped the render: rules about the rendered page then say nothing. */
  rendered: RenderedDoc | null;
}

interface RuleInfo {
  /** Printed with each problem, so a writer can look the rule up in docs/writing.md. */
  id: string;
  severity: Severity;
  /** What the rule asks of writers, one sentence for the writers' guide's generated list. */
  summary: string;
}

/** A rule that looks at `L` with `check`; `looksAt` says which step of the check runs it. */
type RuleOn<L extends string, Check> = RuleInfo & { looksAt: L; check: Check };

/** Looks at a file's path under content/ before anything else looks at the file; an error here stops its other checks. */
export type NameRule = RuleOn<'name', (file: string) => Finding | null>;
/** Looks at what the path is (a plain file, a link, its size), before it is opened; an error here stops the file's other checks. */
export type FileRule = RuleOn<'file', (entry: ContentEntry) => Finding | null>;
/** Looks at the raw bytes, before they are decoded; an error here stops the file's other checks. */
export type BytesRule = RuleOn<'bytes', (bytes: Uint8Array, text: string) => Finding | null>;
export type FrontmatterRule = RuleOn<'frontmatter', (frontmatter: FrontmatterInput) => Finding[]>;
/** Looks at the parsed body's shape before anything walks it; an error here stops the file's other checks. */
export type TreeRule = RuleOn<'tree', (tree: Root) => Finding | null>;
/** Rules marked `beforeRender` guard the renderer: an error from one of them leaves the page unrendered. */
export type BodyRule = RuleOn<'body', (body: BodyInput) => Finding[]> & { beforeRender: boolean };

/** An image file under content/, its bytes read up to one past the size limit. */
export interface ImageInput {
  file: string;
  bytes: Buffer;
  /** Null when the bytes are no image of a published format. */
  header: ImageHeader | null;
}

/** Looks at an image file beside the pages (a markdown file never reaches these rules). */
export type ImageRule = RuleOn<'image', (image: ImageInput) => Finding[]>;
export type SiteRule = RuleOn<'site', (site: SiteIndex) => SiteFinding[]>;

export type Rule = FileRule | NameRule | BytesRule | FrontmatterRule | TreeRule | BodyRule | SiteRule | ImageRule;

/** Each rule's file names its kind once, by the function that makes it. */
export const nameRule = (rule: Omit<NameRule, 'looksAt'>): NameRule => ({ ...rule, looksAt: 'name' });
export const fileRule = (rule: Omit<FileRule, 'looksAt'>): FileRule => ({ ...rule, looksAt: 'file' });
export const bytesRule = (rule: Omit<BytesRule, 'looksAt'>): BytesRule => ({ ...rule, looksAt: 'bytes' });
export const frontmatterRule = (rule: Omit<FrontmatterRule, 'looksAt'>): FrontmatterRule => ({ ...rule, looksAt: 'frontmatter' });
export const treeRule = (rule: Omit<TreeRule, 'looksAt'>): TreeRule => ({ ...rule, looksAt: 'tree' });
export const bodyRule = (rule: Omit<BodyRule, 'looksAt'>): BodyRule => ({ ...rule, looksAt: 'body' });
export const imageRule = (rule: Omit<ImageRule, 'looksAt'>): ImageRule => ({ ...rule, looksAt: 'image' });
export const siteRule = (rule: Omit<SiteRule, 'looksAt'>): SiteRule => ({ ...rule, looksAt: 'site' });

/** A line of a node's source as it stands inside its list item or quote: their indentation and `>` markers taken off. */
export const inContainer = (line: string) => line.replace(/^[ \t]*(?:>[ \t]?)*/, '');

/** The lines of a node's source in `body`, as written (`inContainer` takes off a list's or quote's markers); none without a position. */
export function sourceLines(body: string, node: Node): string[] {
  const { start, end } = node.position ?? {};
  return start?.offset === undefined || end?.offset === undefined ? [] : body.slice(start.offset, end.offset).split('\n');
}

/** A finding at the node's first line and column. */
export function at({ position }: Node, message: string): Finding {
  return { line: position?.start.line ?? 1, column: position?.start.column ?? 1, message };
}

/** A finding at every node of the given types for which `messageFor` has something to say, in document order. */
export function findNodes<N extends Node>(tree: Root, types: string | string[], messageFor: (node: N) => string | null): Finding[] {
  return findingsAt<N>(tree, types, (node) => {
    const message = messageFor(node);
    return message ? [at(node, message)] : [];
  });
}

/** What `findingsFor` finds at every node of the given types, in document order. */
export function findingsAt<N extends Node>(tree: Root, types: string | string[], findingsFor: (node: N) => Finding[]): Finding[] {
  const findings: Finding[] = [];
  visit(tree, types, (node) => void findings.push(...findingsFor(node as unknown as N)));
  return findings;
}

/** A finding at every `redirect_from` entry of the pages for which `messageFor` has something to say. */
export function findOldRoutes(docs: SiteIndex['docsByRoute'], messageFor: (doc: IndexedDoc, route: string) => string | null) {
  return [...docs.values()].flatMap((doc) =>
    doc.oldRoutes.flatMap(({ route, line }) => {
      const message = messageFor(doc, route);
      return message ? [{ file: doc.file, line, field: 'redirect_from', message }] : [];
    }),
  );
}

type LinkTo<K extends ResolvedLink['target']['kind']> = ResolvedLink & { target: Extract<ResolvedLink['target'], { kind: K }> };

/**
 * Past this many problems of one rule in one file, a message names no closest match ("did you
 * mean"): finding one compares the name with every candidate, which thousands of broken links in
 * one page made minutes of the check.
 */
const SUGGESTIONS_PER_FILE = 10;

/** Whether a rule's next problem in `file` may name a closest match; each call counts one. */
export function suggestionAllowance(): (file: string) => boolean {
  const given = new Map<string, number>();
  return (file) => {
    const count = given.get(file) ?? 0;
    given.set(file, count + 1);
    return count < SUGGESTIONS_PER_FILE;
  };
}

/**
 * A finding at every link whose target is of one of `kinds` and for which `messageFor` has something
 * to say, in file order; `maySuggest` says whether its message may name a closest match.
 */
export function findLinks<K extends ResolvedLink['target']['kind']>(
  links: readonly ResolvedLink[],
  kinds: K | readonly K[],
  messageFor: (link: LinkTo<K>, maySuggest: () => boolean) => string | null,
): SiteFinding[] {
  const wanted: readonly string[] = [kinds].flat();
  const isKind = (link: ResolvedLink): link is LinkTo<K> => wanted.includes(link.target.kind);
  const allowance = suggestionAllowance();
  return links.filter(isKind).flatMap((link) => {
    const message = messageFor(link, () => allowance(link.doc.file));
    return message ? [{ ...atLink(link), message }] : [];
  });
}
