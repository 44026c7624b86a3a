/**
 * A page's content file, which a client navigation fetches instead of finding the page's article
 * body and its part of the sidebar in the RSC payload (they would be a second copy in every page's
 * HTML and payload files): one line of the encoded sidebar (JSON, which escapes every line break),
 * then the article body's HTML as it is.
 */
import type { SidebarItem } from './sidebar';
import { decodeSidebarTree, encodeSidebarTree, type EncodedSidebarItem } from './sidebar-tree-file';

export interface PageContent {
  /** The page's part of the sidebar (lib/navigation/sidebar-budget.ts). */
  sidebar: SidebarItem[];
  /** The article body's HTML. */
  body: string;
}

export function writePageContentFile({ sidebar, body }: PageContent): string {
  return `${JSON.stringify(encodeSidebarTree(sidebar))}\n${body}`;
}

export function readPageContentFile(text: string): PageContent {
  const lineEnd = text.indexOf('\n');
  if (lineEnd < 0) throw new Error('A page content file starts with its sidebar on a line of its own.');
  return { sidebar: decodeSidebarTree(JSON.parse(text.slice(0, lineEnd)) as EncodedSidebarItem[]), body: text.slice(lineEnd + 1) };
}
