/**
 * A writer rule: one thing the content check asks of every file, with its own id, severity and
 * message. Every rule lives in its own file in this folder and is listed once in `index.ts`; the
 * check runs them, and the writers' guide's list of what the build checks (docs/writing.md) is
 * generated from them.
 */
import type { Root } from 'mdast';
import type { RenderedDoc } from '../../markdown/render';
import type { ContentEntry } from '../content-entry';
import type { ImageHeader } from '../image-file';
import type { ReadFrontmatter } from '../read-frontmatter';
import type { SiteIndex } from '../site-index';

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

/** Looks at a file's path under content/ before anything else looks at the file; an error here stops its other checks. */
export interface NameRule extends RuleInfo {
  looksAt: 'name';
  check(file: string): Finding | null;
}

/** Looks at what the path is (a plain file, a link, its size), before it is opened; an error here stops the file's other checks. */
export interface FileRule extends RuleInfo {
  looksAt: 'file';
  check(entry: ContentEntry): Finding | null;
}

/** Looks at the raw bytes, before they are decoded; an error here stops the file's other checks. */
export interface BytesRule extends RuleInfo {
  looksAt: 'bytes';
  check(bytes: Uint8Array, text: string): Finding | null;
}

export interface FrontmatterRule extends RuleInfo {
  looksAt: 'frontmatter';
  check(frontmatter: FrontmatterInput): Finding[];
}

/** Looks at the parsed body's shape before anything walks it; an error here stops the file's other checks. */
export interface TreeRule extends RuleInfo {
  looksAt: 'tree';
  check(tree: Root): Finding | null;
}

/** Rules marked `beforeRender` guard the renderer: an error from one of them leaves the page unrendered. */
export interface BodyRule extends RuleInfo {
  looksAt: 'body';
  beforeRender: boolean;
  check(body: BodyInput): Finding[];
}

/** An image file under content/, its bytes read up to one past the size limit. */
export interface ImageInput {
  file: string;
  bytes: Buffer;
  /** Null when the bytes are no image of a published format. */
  header: ImageHeader | null;
}

/** Looks at an image file beside the pages (a markdown file never reaches these rules). */
export interface ImageRule extends RuleInfo {
  looksAt: 'image';
  check(image: ImageInput): Finding[];
}

export interface SiteRule extends RuleInfo {
  looksAt: 'site';
  check(site: SiteIndex): SiteFinding[];
}

export type Rule = FileRule | NameRule | BytesRule | FrontmatterRule | TreeRule | BodyRule | SiteRule | ImageRule;
