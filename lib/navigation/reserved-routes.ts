/**
 * Every route the build writes itself, listed once: no page may take one, or a path below one
 * (the `reserved-routes` writer rule). A page's route also names its payload file (`/llms` is
 * written as `llms.html` and `llms.txt`), so the stems of the files at the root are here too.
 */
import { imageConfig } from '../site-config';

export const RESERVED_ROUTES = {
  /** The landing page's own files: index.html and its payload, index.md, og/index.png, page-content/index.txt. */
  landingFiles: '/index',
  /** The not-found page, 404.html, which servers answer for every unknown path. */
  notFound: '/404',
  /** Next's own copy of the not-found page, removed from the export. */
  nextNotFound: '/_not-found',
  /** The CMS's page (admin.html) and Decap's files with the generated config (lib/cms/). */
  admin: '/admin',
  cmsFiles: '/cms',
  search: '/pagefind',
  socialCards: '/og',
  sidebarTree: '/sidebar-tree',
  nextAssets: '/_next',
  hosting: '/_hosting',
  llms: '/llms',
  llmsFull: '/llms-full',
  sitemap: '/sitemap',
  robots: '/robots',
  /** Each page's article body and part of the sidebar, which a client navigation fetches (lib/pipeline/export/page-content-files.ts). */
  pageContents: '/page-content',
  /** The images beside the pages, by content hash. */
  images: `/${imageConfig.folder}`,
  /** The GitLab Pages copy's rules and the folders it moves (lib/hosting/pages-layout.ts). */
  pagesRedirects: '/_redirects',
  pagesRoutes: '/_routes',
  /** `npm run dev`'s live channel of content problems and refreshes (scripts/dev-content-events.ts). */
  contentEvents: '/_content-events',
  /** The designers' page of every colour token and element kind (app/design-tokens/). */
  designTokens: '/design-tokens',
} as const;

/** Files at the root whose names are no route: `app/icon.svg`, which Next publishes as it is. */
export const RESERVED_FILES = ['/icon.svg'] as const;

const reserved = Object.values(RESERVED_ROUTES);

/** The reserved route `route` takes, itself or as a path below it; null when it is free. */
export function reservedRouteOf(route: string): string | null {
  return reserved.find((taken) => route === taken || route.startsWith(`${taken}/`)) ?? null;
}
