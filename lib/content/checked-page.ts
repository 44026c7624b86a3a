import type { Heading } from '../navigation/toc';
import type { MarkdownMention } from './page-markdown';

/**
 * A page as the content check has read, checked and rendered it, for contentlayer2 to take in
 * (checked-content.ts). Plain data: it crosses threads.
 */
export interface CheckedPage {
  /** Its path under the content folder. */
  file: string;
  /** Its frontmatter's fields, as published. */
  fields: Record<string, unknown>;
  id: string;
  path: string;
  /** The library, or '' for the landing page (contentlayer2 keeps no null). */
  section: string;
  html: string;
  headings: Heading[];
  /**
   * The page as clean Markdown for readers (page-markdown.ts), published at `<route>.md`: the
   * markdown contentlayer2 reads, its documents' `body.raw`.
   */
  markdown: string;
  /** Where `markdown` mentions API names, which the site-wide step links (symbol-links.ts). */
  markdownMentions: MarkdownMention[];
}
