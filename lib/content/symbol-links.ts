/**
 * Links each page's mentions of API names to their definitions, once the site index knows every
 * page's (symbol-index.ts). The page was rendered in its own thread with each mention marked
 * (`<code data-symbol="name">`, remark-symbols.ts: raw HTML is never rendered, so only the renderer
 * writes that attribute), so linking is a pass over the page's HTML, not a second render; the
 * Markdown copy gets inline links, since llms-full.txt joins every page's copy into one document,
 * where one page's reference definition would take over another's label.
 */
import { absoluteUrl, sitePath } from '../navigation/routes';
import { siteConfig } from '../site-config';
import type { CheckedPage } from './checked-page';
import type { IndexedDoc, SiteIndex } from './site-index';
import type { SymbolAt, SymbolIndex } from './symbol-index';

const MARKED_MENTION = /<code data-symbol="([^"]*)"([^>]*)>(.*?)<\/code>/gs;

const hrefOf = (from: IndexedDoc, at: SymbolAt) => (at.doc === from ? `#${at.id}` : `${sitePath(at.doc.route)}#${at.id}`);

function linkHtml(html: string, doc: IndexedDoc, symbols: SymbolIndex): string {
  return html.replace(MARKED_MENTION, (_mention, name: string, attributes: string, code: string) => {
    const target = symbols.resolve(doc, name);
    const plain = `<code${attributes}>${code}</code>`;
    return target.kind === 'linked' ? `<a href="${hrefOf(doc, target.at)}" class="symbol-link">${plain}</a>` : plain;
  });
}

/** `[\`name\`](https://…/route#id)` for each linked mention. */
function linkMarkdown({ markdown, markdownMentions }: CheckedPage, doc: IndexedDoc, symbols: SymbolIndex): string {
  let linked = markdown;
  for (const { name, start, end } of [...markdownMentions].reverse()) {
    const target = symbols.resolve(doc, name);
    if (target.kind === 'linked') linked = `${linked.slice(0, start)}[${linked.slice(start, end)}](${absoluteUrl(siteConfig.url, target.at.doc.route)}#${target.at.id})${linked.slice(end)}`;
  }
  return linked;
}

/** The page with its mentions linked, in its HTML and its Markdown copy. */
export function linkSymbols(page: CheckedPage, doc: IndexedDoc, symbols: SymbolIndex): CheckedPage {
  if (page.markdownMentions.length === 0) return page;
  // The HTML always loses the renderer's marks; most mentions name nothing the docs define, and a
  // Markdown copy with no name to link stays as it is.
  const linksAny = page.markdownMentions.some(({ name }) => symbols.resolve(doc, name).kind === 'linked');
  return { ...page, html: linkHtml(page.html, doc, symbols), markdown: linksAny ? linkMarkdown(page, doc, symbols) : page.markdown };
}

export interface SymbolLinkCount {
  /** Mentions of a name the docs define, opted-out ones left out. */
  mentions: number;
  linked: number;
  /** Mentions of a name with more than one definition they could link to (symbol-index.ts). */
  ambiguous: number;
  /** Mentions of a defined name a writer kept plain with `<!-- no-link -->`. */
  optedOut: number;
}

/** How many mentions of defined names are linked, over every published page. */
export function countSymbolLinks({ docsByRoute, symbols }: SiteIndex): SymbolLinkCount {
  const count: SymbolLinkCount = { mentions: 0, linked: 0, ambiguous: 0, optedOut: 0 };
  for (const doc of docsByRoute.values()) {
    for (const name of doc.symbols?.mentions ?? []) {
      const { kind } = symbols.resolve(doc, name);
      if (kind === 'unknown') continue;
      count.mentions++;
      if (kind === 'linked') count.linked++;
      else count.ambiguous++;
    }
    count.optedOut += (doc.symbols?.optedOut ?? []).filter((name) => symbols.resolve(doc, name).kind !== 'unknown').length;
  }
  return count;
}
