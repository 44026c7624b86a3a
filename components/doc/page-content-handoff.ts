/**
 * DocPageView (a server component) hands a page's article body and part of its sidebar to the
 * client components that write them into the HTML (ArticleBody, DocsSidebar) without props, which
 * would put a second copy in every page's HTML and payload files (lib/next-internals.ts).
 */
import type { PageContent } from '@/lib/navigation/page-content-file';
import { handOverToHtml, takeInHtml } from '@/lib/next-internals';

const keyOf = (route: string, part: keyof PageContent) => `page-content ${part} ${route}`;

/** The server component has the page at `route`: its content waits for the HTML render. */
export function handOverPageContent(route: string, content: PageContent): void {
  for (const part of ['body', 'sidebar'] as const) handOverToHtml(keyOf(route, part), content[part]);
}

/** The HTML render takes one part of the page at `route`, which the RSC render handed over first. */
export const takePageContent = <Part extends keyof PageContent>(route: string, part: Part) => takeInHtml<PageContent[Part]>(keyOf(route, part));
