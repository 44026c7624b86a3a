import type { APIRequestContext, Browser } from '@playwright/test';

/**
 * The kinds of element a page's HTML holds, each as a tag alone, under its parent's tag, with each
 * of its classes, and with each ARIA, data, role and tabindex attribute it carries: what its
 * styles, at any width, and its accessibility rules are written against. Parsed by the browser's
 * own DOMParser (a DOM library in Node took seconds for the site's pages).
 */
async function elementKindsOf(browser: Browser, pages: string[]): Promise<string[][]> {
  const parserPage = await browser.newPage();
  const kinds = await parserPage.evaluate((pages) => {
    const parser = new DOMParser();
    return pages.map((html) => {
      const found = new Set<string>();
      for (const element of parser.parseFromString(html, 'text/html').body.querySelectorAll('*')) {
        const tag = element.localName;
        found.add(tag);
        found.add(`${element.parentElement?.localName ?? ''} > ${tag}`);
        for (const name of element.classList) found.add(`${tag}.${name}`);
        for (const { name, value } of element.attributes) {
          if (name === 'role') found.add(`${tag}[role=${value}]`);
          else if (name.startsWith('aria-') || name.startsWith('data-') || name === 'tabindex') found.add(`${tag}[${name}]`);
        }
      }
      return [...found];
    });
  }, pages);
  await parserPage.close();
  return kinds;
}

/**
 * The fewest routes (chosen greedily, the earlier route winning a tie) whose pages together hold
 * every kind of element that any of `kindsByRoute`'s pages holds.
 */
export function routesCoveringEveryKind(kindsByRoute: ReadonlyMap<string, readonly string[]>): Set<string> {
  const uncovered = new Set([...kindsByRoute.values()].flat());
  const chosen = new Set<string>();
  while (uncovered.size > 0) {
    let best = '';
    let bestCount = 0;
    for (const [route, kinds] of kindsByRoute) {
      const count = kinds.filter((kind) => uncovered.has(kind)).length;
      if (count > bestCount) [best, bestCount] = [route, count];
    }
    chosen.add(best);
    for (const kind of kindsByRoute.get(best)!) uncovered.delete(kind);
  }
  return chosen;
}

let sample: Promise<Set<string>> | undefined;

/**
 * Of the served `routes`, the fewest whose pages hold every kind of element any of them holds:
 * computed once per worker, from the pages as the server hands them out.
 */
export function routesHoldingEveryElementKind(browser: Browser, request: APIRequestContext, routes: readonly string[]): Promise<Set<string>> {
  sample ??= (async () => {
    const pages = await Promise.all(routes.map(async (route) => (await request.get(route)).text()));
    const kinds = await elementKindsOf(browser, pages);
    return routesCoveringEveryKind(new Map(routes.map((route, index) => [route, kinds[index]!])));
  })();
  return sample;
}
